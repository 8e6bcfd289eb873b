import type { FastifyReply, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AccessClaims } from './access-tokens';
import { member } from './auth';
import {
  addAction,
  type ActionInput,
  type ActionSpec,
  type ErrorStatus,
  type Method,
  type RouteApp,
  type Schema,
} from './route-action';

/** What a group of member routes declares once for all its actions. */
export interface MemberArea {
  /** The OpenAPI tag of the group. */
  tag: string;
  /** The refusals its services may answer besides the login check's own 401. */
  refusals: ErrorStatus[];
  /** The login check every action sits behind. */
  authenticate: preHandlerHookHandler;
  /** The tighter limit of account and payment requests, for the actions marked `limited`. */
  rateLimit?: { max: number; timeWindow: string };
}

/** What one member action declares besides its method, address and handler. */
export interface MemberActionSpec<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends z.ZodType,
> extends ActionSpec<P, Q, B, R> {
  /** Under the area's tighter rate limit. */
  limited?: boolean;
  /** Where the login check differs from the area's. */
  authenticate?: preHandlerHookHandler;
}

/**
 * The one way to declare a signed-in member's routes: the group names its OpenAPI tag, refusals and login check
 * once; each action then gives its summary, schemas and business logic, and its handler is given the checked input
 * and the member who asks. The login check runs once the input is checked (an invalid request is a 400 first).
 */
export function memberActions(app: RouteApp, area: MemberArea) {
  const errors = [...area.refusals, 401 as const];

  return function action<
    P extends Schema = undefined,
    Q extends Schema = undefined,
    B extends Schema = undefined,
    R extends z.ZodType = z.ZodType,
  >(
    route: `${Method} /${string}`,
    spec: MemberActionSpec<P, Q, B, R>,
    handler: (input: ActionInput<P, Q, B> & { member: AccessClaims }) => Promise<z.output<R> | FastifyReply>,
  ): void {
    const { limited, authenticate = area.authenticate, ...declared } = spec;
    const frame = {
      tags: [area.tag],
      errors,
      preHandler: authenticate,
      ...(limited && { config: { rateLimit: area.rateLimit } }),
    };
    addAction(app, frame, route, declared, (input) => handler({ ...input, member: member(input.request) }));
  };
}
