import type { Points } from '@crewcast/contracts/points';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pointsBalances, pointsLedger } from './points.schema';

/**
 * Producer Points: every change is a ledger entry with a unique reference, and the balance moves in the same
 * transaction by a conditional update, so a replayed award counts once and a balance never goes below zero.
 */
export function createPointsService(db: Executor) {
  async function addGained(tx: Executor, userId: string, gained: number): Promise<void> {
    await tx
      .insert(pointsBalances)
      .values({ userId, gained })
      .onConflictDoUpdate({
        target: pointsBalances.userId,
        set: { gained: sql`${pointsBalances.gained} + ${gained}`, updatedAt: sql`now()` },
      });
  }

  async function get(userId: string, executor: Executor = db): Promise<Points> {
    const [row] = await executor
      .select({ gained: pointsBalances.gained, spent: pointsBalances.spent })
      .from(pointsBalances)
      .where(eq(pointsBalances.userId, userId));
    const gained = row?.gained ?? 0;
    const spent = row?.spent ?? 0;
    const available = gained - spent;
    return { points: available, pointsAvailable: available, pointsGained: gained, pointsSpent: spent };
  }

  return {
    /** Adds points once per reference; answers whether this call added them. */
    async award(
      tx: Executor,
      entry: { userId: string; amount: number; reason: string; reference: string },
    ): Promise<boolean> {
      if (entry.amount <= 0) return false;
      const inserted = await tx
        .insert(pointsLedger)
        .values({
          userId: entry.userId,
          delta: entry.amount,
          reason: entry.reason,
          reference: entry.reference,
        })
        .onConflictDoNothing({ target: pointsLedger.reference })
        .returning({ id: pointsLedger.id });
      if (inserted.length === 0) return false;
      await addGained(tx, entry.userId, entry.amount);
      return true;
    },

    get,

    /** Rebuilds the member's balance from the ledger. */
    async recalculate(userId: string): Promise<Points> {
      return db.transaction(async (tx) => {
        // The balance row is held first: an award made meanwhile waits for it, so its points are not overwritten.
        await tx.insert(pointsBalances).values({ userId }).onConflictDoNothing();
        await tx.select().from(pointsBalances).where(eq(pointsBalances.userId, userId)).for('update');
        const [totals = { gained: 0, spent: 0 }] = await tx
          .select({
            gained: sql<number>`coalesce(sum(${pointsLedger.delta}) filter (where ${pointsLedger.delta} > 0), 0)::int`,
            spent: sql<number>`coalesce(-sum(${pointsLedger.delta}) filter (where ${pointsLedger.delta} < 0), 0)::int`,
          })
          .from(pointsLedger)
          .where(eq(pointsLedger.userId, userId));
        await tx
          .update(pointsBalances)
          .set({ gained: totals.gained, spent: totals.spent, updatedAt: sql`now()` })
          .where(eq(pointsBalances.userId, userId));
        return get(userId, tx);
      });
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
