import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './client';

/** A table members post into: who posted each row and when. */
export interface PostsTable {
  table: PgTable;
  userId: PgColumn;
  createdAt: PgColumn;
}

export interface PostRateLimit {
  /** Rows a member may post per window. */
  messages: number;
  windowSeconds: number;
}

export interface Refused<Reason extends string> {
  refused: Reason;
  retryAfterSeconds: number;
}

/** Whole seconds to wait, at least one, for a wait the database measured. */
export const secondsToWait = (seconds: number | null | undefined) => Math.max(1, Math.ceil(seconds ?? 0));

/**
 * Runs `insert` in a transaction if the member posted fewer than `limit.messages` rows into the table within the
 * last `limit.windowSeconds`, judged by the database clock; otherwise refuses until the oldest of them leaves the
 * window. A member's posts into one table take turns (an advisory lock held to the end of the transaction), so
 * two sent at once cannot both slip under the limit; `insert` runs under that lock and may refuse for its own
 * reasons.
 */
export function insertWithinRateLimit<T>(
  db: Database,
  posts: PostsTable,
  userId: string,
  limit: PostRateLimit,
  insert: (tx: Executor) => Promise<T>,
): Promise<T | Refused<'RATE_LIMITED'>> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  return db.transaction(async (tx) => {
    const lockKey = `${getTableName(posts.table)}:${userId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    const usage = await tx.execute<{ recent: number; oldest_wait: number | null }>(sql`
      select count(*)::int as recent,
        extract(epoch from min(${posts.createdAt}) + ${window} - now())::float as oldest_wait
      from ${posts.table}
      where ${posts.userId} = ${userId} and ${posts.createdAt} > now() - ${window}`);
    const [recent] = usage.rows;
    if (recent && recent.recent >= limit.messages)
      return { refused: 'RATE_LIMITED', retryAfterSeconds: secondsToWait(recent.oldest_wait) } as const;
    return insert(tx);
  });
}
