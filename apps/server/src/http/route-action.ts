import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
export type Schema = z.ZodType | undefined;
export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
/** The error statuses a route may document, each answered as `{ error, message, fields? }`. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 423 | 429;

/** How a route is documented and checked: its summary and the schemas of its input. */
export interface RouteDoc<P extends Schema, Q extends Schema> {
  summary?: string;
  description?: string;
  params?: P;
  query?: Q;
}

/** What one action declares besides its method, address and handler. */
export interface ActionSpec<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends z.ZodType,
> extends RouteDoc<P, Q> {
  body?: B;
  /** Request headers the action reads (the upload protocol's). */
  headers?: z.ZodType;
  /** The answer on success. */
  response: R;
  /** The success status where it is not 200. */
  status?: 201 | 204;
  bodyLimit?: number;
}

/** `{ error, message, fields? }` answers for each error status. */
export const errorAnswers = (statuses: ErrorStatus[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema]));

/** A route's OpenAPI schema: its tags, what its declaration documents, and its answers by status. */
export function routeSchema<P extends Schema, Q extends Schema>(
  tags: string[],
  { summary, description, params, query }: RouteDoc<P, Q>,
  response: Record<number, z.ZodType>,
) {
  return {
    tags,
    ...(summary && { summary }),
    ...(description && { description }),
    ...(params && { params }),
    ...(query && { querystring: query }),
    response,
  };
}

/** What a handler is given: the checked input, and the request and reply themselves. */
export interface ActionInput<P extends Schema, Q extends Schema, B extends Schema> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What an area puts on each of its routes besides what the action declares. */
export interface ActionFrame {
  tags: string[];
  errors: ErrorStatus[];
  onRequest?: onRequestHookHandler[];
  preHandler?: preHandlerHookHandler;
  config?: RouteShorthandOptions['config'];
}

/**
 * Adds one route from its declaration: its OpenAPI schema (the area's tags, the action's summary and schemas, the
 * success answer and `{ error, message, fields? }` for each error status), the area's hooks and the handler, which
 * is given the checked input.
 */
export function addAction<P extends Schema, Q extends Schema, B extends Schema, R extends z.ZodType>(
  app: RouteApp,
  frame: ActionFrame,
  route: `${Method} ${string}`,
  spec: ActionSpec<P, Q, B, R>,
  handler: (input: ActionInput<P, Q, B>) => Promise<z.output<R> | FastifyReply>,
): void {
  const [method, url] = route.split(' ') as [Method, string];
  const { body, headers, response, status = 200, bodyLimit } = spec;
  app.route({
    method,
    url,
    ...(frame.config && { config: frame.config }),
    ...(frame.onRequest && { onRequest: frame.onRequest }),
    ...(frame.preHandler && { preHandler: frame.preHandler }),
    ...(bodyLimit && { bodyLimit }),
    schema: {
      ...routeSchema(frame.tags, spec, { [status]: response, ...errorAnswers(frame.errors) }),
      ...(body && { body }),
      ...(headers && { headers }),
    },
    handler: async (request, reply) =>
      handler({
        params: request.params as Parsed<P>,
        query: request.query as Parsed<Q>,
        body: request.body as Parsed<B>,
        request,
        reply,
      }),
  });
}
