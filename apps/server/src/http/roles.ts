import { AccountType } from '@crewcast/contracts/account';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { member } from './auth';
import { AppError } from './errors';

/** A pre-handler (after `authenticate`) that lets through only the given account types. */
function requireAccountType(allowed: readonly number[], refusal: string) {
  return async function checkAccountType(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (!allowed.includes(member(request).accountType)) throw new AppError('FORBIDDEN', refusal);
  };
}

/**
 * The one role guard of the console (`/v1/admin/`): `staff` lets Official and Creator accounts run catalog, live
 * and community tools; `official` keeps site-wide settings to Official accounts. Both answer 401 to anonymous
 * callers and 403 to other members, before the request's body is read.
 */
export function createConsoleGuards(authenticate: onRequestHookHandler) {
  return {
    staff: [
      authenticate,
      requireAccountType([AccountType.Official, AccountType.Creator], 'Your account cannot do this.'),
    ],
    official: [
      authenticate,
      requireAccountType([AccountType.Official], 'Only an Official account can do this.'),
    ],
  } satisfies Record<string, onRequestHookHandler[]>;
}

export type ConsoleGuards = ReturnType<typeof createConsoleGuards>;
