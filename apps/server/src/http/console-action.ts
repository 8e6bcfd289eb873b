import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AccessClaims } from './access-tokens';
import { member } from './auth';
import type { ConsoleGuards } from './roles';
import {
  addAction,
  type ActionInput,
  type ActionSpec,
  type Method,
  type RouteApp,
  type Schema,
} from './route-action';

type ConsoleRole = keyof ConsoleGuards;
/** The refusals an action may answer besides the guard's own 401 and 403. */
type Refusal = 400 | 404 | 409 | 423;
/** `METHOD /v1/admin/…`, as the console matrix names an operation. */
type ConsoleRoute = `${Method} /v1/admin/${string}`;

/** What one console action declares besides its method, address and handler. */
export interface ConsoleActionSpec<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends z.ZodType,
> extends Omit<ActionSpec<P, Q, B, R>, 'summary' | 'description'> {
  summary: string;
  /** Where it differs from the area's role. */
  role?: ConsoleRole;
}

/** Who acts (the member a service records in the audit log), and the request and reply themselves. */
export type ConsoleActionContext = Pick<ActionInput<undefined, undefined, undefined>, 'request' | 'reply'> & {
  actor: AccessClaims;
};

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
export function consoleActions(app: RouteApp, guards: ConsoleGuards, area: ConsoleArea) {
  const errors = [...(area.refusals ?? []), 401 as const, 403 as const];

  return function action<
    P extends Schema = undefined,
    Q extends Schema = undefined,
    B extends Schema = undefined,
    R extends z.ZodType = z.ZodType,
  >(
    route: ConsoleRoute,
    spec: ConsoleActionSpec<P, Q, B, R>,
    handler: (input: ActionInput<P, Q, B> & ConsoleActionContext) => Promise<z.output<R> | FastifyReply>,
  ): void {
    const { role = area.role, ...declared } = spec;
    // A copy per route: the rate limiter adds its hook to the array it is given.
    const frame = { tags: [area.tag], errors, onRequest: [...guards[role]] };
    addAction(app, frame, route, declared, (input) => handler({ ...input, actor: member(input.request) }));
  };
}

export type ConsoleAction = ReturnType<typeof consoleActions>;

/**
 * A route plugin holding one console area: `declare` adds its actions, given the plugin's options (what the
 * actions use, beside the guards every console route sits behind).
 */
export function consoleArea<Options extends object>(
  area: ConsoleArea,
  declare: (action: ConsoleAction, options: Options, app: RouteApp) => void,
): FastifyPluginAsyncZod<Options & { guards: ConsoleGuards }> {
  return async (app, options) => declare(consoleActions(app, options.guards, area), options, app);
}
