import { AccountType } from '@crewcast/contracts/account';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { member } from './auth';
import { AppError } from './errors';

/** Staff (Official) and Creator accounts: who run the network's catalog, live and community tools. */
export const STAFF_AND_CREATORS: readonly number[] = [AccountType.Official, AccountType.Creator];

/** A pre-handler (after `authenticate`) that lets through only the given account types. */
export function requireAccountType(allowed: readonly number[]) {
  return async function checkAccountType(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (!allowed.includes(member(request).accountType))
      throw new AppError('FORBIDDEN', 'Your account cannot do this.');
  };
}
