import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { ColumnRead } from '../../db/json-row';
import { watchLater } from './watch-later.schema';

export type WatchLaterRow = typeof watchLater.$inferSelect;

const newestFirst = [desc(watchLater.createdAt), desc(watchLater.mediaId)];

export function createWatchLaterRepository(db: Executor) {
  return {
    /** Serialises one member's saves, so two at once cannot both pass the limit. */
    async lockMember(userId: string, tx: Executor): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watch-later:${userId}`}))`);
    },

    async count(userId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(watchLater).where(eq(watchLater.userId, userId));
      return row?.n ?? 0;
    },

    /** Saves an episode; false when it was saved already. */
    async insert(userId: string, mediaId: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .insert(watchLater)
        .values({ userId, mediaId })
        .onConflictDoNothing()
        .returning({ mediaId: watchLater.mediaId });
      return rows.length > 0;
    },

    async remove(userId: string, mediaId: number, tx: Executor = db): Promise<void> {
      await tx.delete(watchLater).where(and(eq(watchLater.userId, userId), eq(watchLater.mediaId, mediaId)));
    },

    async list(userId: string, tx: Executor = db): Promise<WatchLaterRow[]> {
      return tx
        .select()
        .from(watchLater)
        .where(eq(watchLater.userId, userId))
        .orderBy(...newestFirst);
    },

    /** The ids a member saved, newest first, as a column of another statement (user info reads it so). */
    idsColumn(userId: PgColumn): ColumnRead<number[]> {
      return {
        column: sql`(select coalesce(array_agg(${watchLater.mediaId} order by ${watchLater.createdAt} desc, ${watchLater.mediaId} desc), '{}') from ${watchLater} where ${eq(watchLater.userId, userId)})`,
        read: (value) => ((value as unknown[] | null) ?? []).map(Number),
      };
    },
  };
}

export type WatchLaterRepository = ReturnType<typeof createWatchLaterRepository>;
