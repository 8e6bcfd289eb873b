import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import type { BillingRepository } from './billing.repository';

/**
 * Runs a purchase (a checkout, a gift, a Greenlight contribution) once per (member, scope, key). The key row is inserted in the purchase's own transaction, so a
 * concurrent request with the same key waits for it, then answers with its stored result; a purchase that fails
 * rolls the key back and may be tried again.
 */
export function createIdempotentRunner(db: Database, repository: BillingRepository) {
  return async function runOnce<T>(
    request: { userId: string; scope: string; key: string | undefined },
    purchase: (tx: Executor) => Promise<T>,
  ): Promise<{ value: T; replayed: boolean }> {
    const key = request.key?.trim();
    if (!key || key.length > 200)
      throw new AppError(
        'BAD_REQUEST',
        'Every purchase needs an Idempotency-Key header of up to 200 characters.',
      );
    return db.transaction(async (tx) => {
      if (!(await repository.claimKey(request.userId, request.scope, key, tx))) {
        const stored = (await repository.storedResponse(request.userId, request.scope, key, tx)) as T;
        return { value: stored, replayed: true };
      }
      const value = await purchase(tx);
      await repository.storeResponse(request.userId, request.scope, key, value, tx);
      return { value, replayed: false };
    });
  };
}

export type IdempotentRunner = ReturnType<typeof createIdempotentRunner>;
