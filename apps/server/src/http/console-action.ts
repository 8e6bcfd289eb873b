import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AccessClaims } from './access-tokens';
import { member } from './auth';
import type { ConsoleGuards } from './roles';

type ConsoleApp = Parameters<FastifyPluginAsyncZod>[0];
type ConsoleRole = keyof ConsoleGuards;
/** The refusals an action may answer besides the guard's own 401 and 403. */
type Refusal = 400 | 404 | 409 | 423;
type Schema = z.ZodType | undefined;
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `METHOD /v1/admin/…`, as the console matrix names an operation. */
type ConsoleRoute = `${Method} /v1/admin/${string}`;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** What one console action declares besides its method, address and handler. */
export interface ConsoleActionSpec<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends z.ZodType,
> {
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Request headers the action reads (the upload protocol's). */
  headers?: z.ZodType;
  /** The answer on success. */
  response: R;
  /** The success status where it is not 200. */
  status?: 201 | 204;
  /** Where it differs from the area's role. */
  role?: ConsoleRole;
  bodyLimit?: number;
}

/** Who acts (the member a service records in the audit log), and the request and reply themselves. */
export interface ConsoleActionContext {
  actor: AccessClaims;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler is given: the checked input and its context. */
export interface ConsoleActionInput<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
> extends ConsoleActionContext {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

/** What a console area declares once for all its actions. */
export interface ConsoleArea {
  role: ConsoleRole;
  /** The OpenAPI tag of the area. */
  tag: string;
  /** The refusals its services may answer besides the guard's own 401 and 403. */
  refusals?: Refusal[];
}

/**
 * The one way to declare console actions (`/v1/admin/`): the area names its role, OpenAPI tag and refusals once;
 * each action then gives its summary, schemas and business logic. Every action sits behind the role's guard (401
 * for anonymous callers, 403 for other members, before the body is read) and documents `{ error, message, fields? }`
 * for each refusal; what a change does, and its audit entry, stay in the service.
 */
export function consoleActions(app: ConsoleApp, guards: ConsoleGuards, area: ConsoleArea) {
  const errors = Object.fromEntries(
    [...(area.refusals ?? []), 401, 403].map((status) => [status, ErrorBodySchema]),
  );

  return function action<
    P extends Schema = undefined,
    Q extends Schema = undefined,
    B extends Schema = undefined,
    R extends z.ZodType = z.ZodType,
  >(
    route: ConsoleRoute,
    spec: ConsoleActionSpec<P, Q, B, R>,
    handler: (input: ConsoleActionInput<P, Q, B>) => Promise<z.output<R> | FastifyReply>,
  ): void {
    const [method, url] = route.split(' ') as [Method, string];
    const {
      summary,
      params,
      query,
      body,
      headers,
      response,
      status = 200,
      role = area.role,
      bodyLimit,
    } = spec;
    const schema = {
      tags: [area.tag],
      summary,
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      ...(headers && { headers }),
      response: { [status]: response, ...errors },
    };
    app.route({
      method,
      url,
      // A copy per route: the rate limiter adds its hook to the array it is given.
      onRequest: [...guards[role]],
      ...(bodyLimit && { bodyLimit }),
      schema,
      handler: async (request, reply) =>
        handler({
          params: request.params as Parsed<P>,
          query: request.query as Parsed<Q>,
          body: request.body as Parsed<B>,
          actor: member(request),
          request,
          reply,
        }),
    });
  };
}

export type ConsoleAction = ReturnType<typeof consoleActions>;

/**
 * A route plugin holding one console area: `declare` adds its actions, given the plugin's options (what the
 * actions use, beside the guards every console route sits behind).
 */
export function consoleArea<Options extends object>(
  area: ConsoleArea,
  declare: (action: ConsoleAction, options: Options, app: ConsoleApp) => void,
): FastifyPluginAsyncZod<Options & { guards: ConsoleGuards }> {
  return async (app, options) => declare(consoleActions(app, options.guards, area), options, app);
}
