import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/errors';
import type { BillingRepository } from './billing.repository';
import { idempotentRequests } from './billing.schema';

interface KeyedRequest {
  userId: string;
  scope: string;
  key: string | undefined;
}

function keyOrFail(request: KeyedRequest): string {
  const key = request.key?.trim();
  if (!key || key.length > 200)
    throw new AppError(
      'BAD_REQUEST',
      'Every purchase needs an Idempotency-Key header of up to 200 characters.',
    );
  return key;
}

/**
 * Runs a purchase (a checkout, a gift, a Greenlight contribution) once per (member, scope, key). The key row is inserted in the purchase's own transaction, so a
 * concurrent request with the same key waits for it, then answers with its stored result; a purchase that fails
 * rolls the key back and may be tried again.
 */
export function createIdempotentRunner(db: Database, repository: BillingRepository) {
  return async function runOnce<T>(
    request: KeyedRequest,
    purchase: (tx: Executor) => Promise<T>,
  ): Promise<{ value: T; replayed: boolean }> {
    const key = keyOrFail(request);
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

/**
 * The part of a purchase's one statement that stores its key (the statement's `userId` and `idempotencyKey`
 * placeholders) with its answer: `answer` is a query of one jsonb column, and no row stores nothing, so a refused
 * purchase may be tried again. A key used before fails the statement with a unique violation, changing nothing.
 */
export function storedKeyPart(scope: string, answer: SQL): SQL {
  return sql`stored_key as (
      insert into ${idempotentRequests} (user_id, scope, key, response)
      select ${sql.placeholder('userId')}, ${scope}, ${sql.placeholder('idempotencyKey')}, answer.response
        from (${answer}) as answer(response)
    )`;
}

/**
 * `runOnce` for a purchase made in one statement with `storedKeyPart` (given the key to run it with), which holds
 * no transaction open across round trips. A request with the same key still under way is waited for by the
 * statement; a key used before fails it, and the first answer is read instead.
 */
export function createStatementRunner(db: Database, repository: BillingRepository) {
  return async function runOnceInStatement<T>(
    request: KeyedRequest,
    purchase: (key: string) => Promise<T>,
  ): Promise<{ value: T; replayed: boolean }> {
    const key = keyOrFail(request);
    try {
      return { value: await purchase(key), replayed: false };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const stored = await repository.storedResponse(request.userId, request.scope, key, db);
      // A unique violation of the purchase's own, not a key used before.
      if (stored === undefined) throw error;
      return { value: stored as T, replayed: true };
    }
  };
}

export type StatementRunner = ReturnType<typeof createStatementRunner>;
