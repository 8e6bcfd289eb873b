import type { PointsLedgerEntry } from '@crewcast/contracts/members';
import type { Points } from '@crewcast/contracts/points';
import { and, desc, eq, gte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { jsonRow, type ColumnRead } from '../../db/json-row';
import { AppError } from '../../http/errors';
import { pointsBalances, pointsLedger } from './points.schema';

/** A balance as user info and the points routes answer it; no row yet is nothing gained or spent. */
function pointsOf(row: { gained: number; spent: number } | undefined): Points {
  const gained = row?.gained ?? 0;
  const spent = row?.spent ?? 0;
  const available = gained - spent;
  return { points: available, pointsAvailable: available, pointsGained: gained, pointsSpent: spent };
}

/** The member's balance as a column of another statement, so user info reads it with the member's row. */
export function balanceColumn(userId: PgColumn): ColumnRead<Points> {
  const balance = jsonRow(pointsBalances, eq(pointsBalances.userId, userId));
  return { column: balance.column, read: (value: unknown) => pointsOf(balance.decode(value)) };
}

/**
 * A spend as two parts of a WITH clause, for a statement of its own or one that does more: `moved` (the balance
 * left, one row only when the balance covered the amount and `when` holds, the balance row updated) and the ledger
 * entry, written only with it. Concurrent spends of one member queue on the balance row, each checked against the
 * balance the one before it left.
 */
export function spendParts(entry: {
  userId: string | Placeholder;
  /** Null spends nothing. */
  amount: number | null | Placeholder;
  reason: string | SQL;
  reference: string | Placeholder;
  when?: SQL;
}): SQL {
  const amount = sql`${entry.amount}::int`;
  return sql`moved as (
      update ${pointsBalances}
         set spent = ${pointsBalances.spent} + ${amount}, updated_at = now()
       where ${pointsBalances.userId} = ${entry.userId}
         and ${pointsBalances.gained} - ${pointsBalances.spent} >= ${amount}
         and ${entry.when ?? sql`true`}
      returning gained - spent as available
    ), entry as (
      insert into ${pointsLedger} (user_id, delta, reason, reference)
      select ${entry.userId}, -${amount}, ${entry.reason}, ${entry.reference} from moved
    )`;
}

/**
 * Producer Points: every change is a ledger entry with a unique reference, and the balance moves in the same
 * transaction by a conditional update, so a replayed award counts once. The ledger is never rewritten: a refund
 * adds a reversal entry, which may take the balance below zero; spending then waits until it is positive again.
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
    return pointsOf(row);
  }

  /** Counts `amount` as spent while the balance covers it; answers the balance left, or null when it did not. */
  async function takeFromBalance(tx: Executor, userId: string, amount: number): Promise<number | null> {
    const moved = await tx
      .update(pointsBalances)
      .set({ spent: sql`${pointsBalances.spent} + ${amount}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(pointsBalances.userId, userId),
          gte(sql`${pointsBalances.gained} - ${pointsBalances.spent}`, amount),
        ),
      )
      .returning({ available: sql<number>`${pointsBalances.gained} - ${pointsBalances.spent}` });
    return moved[0]?.available ?? null;
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

    /**
     * Takes back what the awards `references` gave (a payment's own, and any given again after a won dispute), as
     * reversal entries counted as spent, each once. The balance may go below zero (the points were spent already);
     * nothing can be spent until later awards bring it back up.
     */
    async reverse(tx: Executor, entry: { references: readonly string[]; reason: string }): Promise<boolean> {
      const { rows } = await tx.execute<{ user_id: string; amount: number }>(sql`
        insert into ${pointsLedger} (user_id, delta, reason, reference)
        select ${pointsLedger.userId}, -${pointsLedger.delta}, ${entry.reason}, 'reversal:' || ${pointsLedger.reference}
          from ${pointsLedger}
         where ${pointsLedger.reference} = any(${sql.param([...entry.references])}::text[])
           and ${pointsLedger.delta} > 0
        on conflict (reference) do nothing
        returning user_id, -delta as amount`);
      for (const reversed of rows)
        await tx
          .update(pointsBalances)
          .set({ spent: sql`${pointsBalances.spent} + ${reversed.amount}`, updatedAt: sql`now()` })
          .where(eq(pointsBalances.userId, reversed.user_id));
      return rows.length > 0;
    },

    /**
     * Adds (a positive amount) or takes away (a negative one) points by hand, as one ledger entry. Points taken away
     * count as spent, and only while the balance covers them: it never goes below zero.
     */
    async adjust(
      tx: Executor,
      entry: { userId: string; amount: number; reason: string; reference: string },
    ): Promise<Points> {
      if (entry.amount > 0) {
        await addGained(tx, entry.userId, entry.amount);
      } else if ((await takeFromBalance(tx, entry.userId, -entry.amount)) === null) {
        const { pointsAvailable } = await get(entry.userId, tx);
        throw new AppError(
          'BAD_REQUEST',
          `The member has ${pointsAvailable} points; a balance cannot go below zero.`,
          { fields: { amount: [`At most ${pointsAvailable} points can be taken away.`] } },
        );
      }
      await tx.insert(pointsLedger).values({
        userId: entry.userId,
        delta: entry.amount,
        reason: entry.reason,
        reference: entry.reference,
      });
      return get(entry.userId, tx);
    },

    /** The member's ledger, newest first. */
    async ledger(userId: string, limit: number): Promise<PointsLedgerEntry[]> {
      const rows = await db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, userId))
        .orderBy(desc(pointsLedger.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        delta: row.delta,
        reason: row.reason,
        reference: row.reference,
        created: row.createdAt.toISOString(),
      }));
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
