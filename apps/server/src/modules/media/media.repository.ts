import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import { mediaAssets } from './media.schema';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;

export function createMediaRepository(db: Executor) {
  return {
    insert(sourcePath: string, tx: Executor = db): Promise<MediaAssetRow> {
      return onlyRow(tx.insert(mediaAssets).values({ sourcePath }).returning());
    },

    find(id: string, tx: Executor = db): Promise<MediaAssetRow | undefined> {
      return firstRow(tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)));
    },

    findBySource(sourcePath: string, tx: Executor = db): Promise<MediaAssetRow | undefined> {
      return firstRow(tx.select().from(mediaAssets).where(eq(mediaAssets.sourcePath, sourcePath)).limit(1));
    },

    /** The newest assets first. */
    recent(limit: number, tx: Executor = db): Promise<MediaAssetRow[]> {
      return tx.select().from(mediaAssets).orderBy(desc(mediaAssets.createdAt)).limit(limit);
    },

    async update(
      id: string,
      values: Partial<Pick<MediaAssetRow, 'status' | 'durationSeconds' | 'description' | 'error' | 'jobId'>>,
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(mediaAssets)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(mediaAssets.id, id));
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
