import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { livestreams } from './live.schema';

export type LivestreamRow = typeof livestreams.$inferSelect;

export function createLiveRepository(db: Executor) {
  return {
    async findById(id: string, tx: Executor = db): Promise<LivestreamRow | undefined> {
      const [row] = await tx.select().from(livestreams).where(eq(livestreams.id, id));
      return row;
    },

    /** Live streams first (longest running first), then scheduled ones by start, then ended ones. */
    list(tx: Executor = db): Promise<LivestreamRow[]> {
      return tx
        .select()
        .from(livestreams)
        .orderBy(
          sql`case ${livestreams.state} when 'live' then 0 when 'scheduled' then 1 else 2 end`,
          asc(livestreams.scheduledStart),
          desc(livestreams.createdAt),
        );
    },

    async update(
      id: string,
      values: Partial<typeof livestreams.$inferInsert>,
      tx: Executor = db,
    ): Promise<LivestreamRow | undefined> {
      const [row] = await tx
        .update(livestreams)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(livestreams.id, id))
        .returning();
      return row;
    },
  };
}
