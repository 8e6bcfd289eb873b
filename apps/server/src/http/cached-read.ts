import { z } from 'zod';
import { CONTENT_CACHE_ROUTE, type createContentCache } from './content-cache';
import {
  errorAnswers,
  routeSchema,
  type Parsed,
  type RouteApp,
  type RouteDoc,
  type Schema,
} from './route-action';

type ContentCache = ReturnType<typeof createContentCache>;

/** A read's body as JSON. */
export const asJson = (read: () => Promise<unknown>) => async () => JSON.stringify(await read());

/** What one cached read declares besides its address and what it answers. */
export interface CachedReadSpec<P extends Schema, Q extends Schema> extends RouteDoc<P, Q> {
  /** The answer on success. */
  response: z.ZodType;
  /** The refusals it may answer, as `{ error, message, fields? }`. */
  refusals?: (400 | 404)[];
}

/**
 * The one way to declare public reads on the content-cache host: each read gives its schemas, the key its answer
 * is kept under and how to render that answer; the cache answers with an ETag, Cache-Control and 304.
 */
export function cachedReads(app: RouteApp, tag: string, send: ContentCache) {
  return function read<P extends Schema = undefined, Q extends Schema = undefined>(
    url: string,
    spec: CachedReadSpec<P, Q>,
    answer: (input: { params: Parsed<P>; query: Parsed<Q> }) => [key: string, render: () => Promise<string>],
  ): void {
    const response = { 200: spec.response, 304: z.null(), ...errorAnswers(spec.refusals ?? []) };
    app.get(
      url,
      { ...CONTENT_CACHE_ROUTE, schema: routeSchema([tag], spec, response) },
      async (request, reply) => {
        const [key, render] = answer({
          params: request.params as Parsed<P>,
          query: request.query as Parsed<Q>,
        });
        return send(request, reply, key, render);
      },
    );
  };
}
