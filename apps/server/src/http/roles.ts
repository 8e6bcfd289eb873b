import { AccountType } from '@crewcast/contracts/account';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AccessClaims } from './access-tokens';
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
 * callers and 403 to other members, before the request's body is read; then `assertSecondFactor` refuses a
 * session without a second factor while the site asks staff for one (403 TWO_FACTOR_REQUIRED).
 */
export function createConsoleGuards(
  authenticate: onRequestHookHandler,
  assertSecondFactor: (claims: AccessClaims) => Promise<void>,
) {
  const secondFactor = async (request: FastifyRequest, _reply: FastifyReply) =>
    assertSecondFactor(member(request));
  return {
    staff: [
      authenticate,
      requireAccountType([AccountType.Official, AccountType.Creator], 'Your account cannot do this.'),
      secondFactor,
    ],
    official: [
      authenticate,
      requireAccountType([AccountType.Official], 'Only an Official account can do this.'),
      secondFactor,
    ],
  } satisfies Record<string, onRequestHookHandler[]>;
}

export type ConsoleGuards = ReturnType<typeof createConsoleGuards>;
