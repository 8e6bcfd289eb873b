import { randomUUID } from 'node:crypto';
import { AccountType } from '@crewcast/contracts/account';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../account/create-account';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { useTestApp } from '../../test/test-app';
import { pointsBalances, pointsLedger } from './points.schema';
import { createPointsService, spendParts } from './points.service';

const ctx = useTestApp();

/** A spend as a statement of its own: the balance left, or null when it did not cover the amount. */
async function spend(
  executor: Executor,
  entry: { userId: string; amount: number; reason: string; reference: string },
): Promise<number | null> {
  const { rows } = await executor.execute<{ available: number }>(
    sql`with ${spendParts(entry)} select available from moved`,
  );
  return rows[0]?.available ?? null;
}

type Step =
  | { kind: 'earn'; amount: number }
  | { kind: 'spend'; amount: number }
  | { kind: 'take'; amount: number }
  /** A refund takes back the award of an earlier step (by index, wrapped), which may be no award at all. */
  | { kind: 'reverse'; step: number }
  | { kind: 'recalculate' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), amount: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('take' as const), amount: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('reverse' as const), step: fc.nat({ max: 24 }) }),
  fc.constant({ kind: 'recalculate' as const }),
);

describe('Producer Points ledger', () => {
  it('keeps the balance equal to the sum of the ledger, below zero only after a reversal, whatever the steps', async () => {
    const { db } = ctx.database;
    const points = createPointsService(db);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const userId = await createVerifiedAccount(db, {
          email: `ledger-${randomUUID()}@crewcast.test`,
          displayName: `ledger_${randomUUID().slice(0, 8)}`,
          password: 'ledger password',
          accountType: AccountType.Normal,
        });
        let expected = 0;
        let reversed = false;
        /** What each earn step awarded, by its reference, until it is reversed. */
        const awards = new Map<string, number>();
        for (const [index, current] of steps.entries()) {
          const reference = `property:${userId}:${index}`;
          if (current.kind === 'earn') {
            await db.transaction((tx) =>
              points.award(tx, { userId, amount: current.amount, reason: 'earn', reference }),
            );
            expected += current.amount;
            if (current.amount > 0) awards.set(reference, current.amount);
          } else if (current.kind === 'reverse') {
            const target = `property:${userId}:${current.step % (index + 1)}`;
            const done = await db.transaction((tx) =>
              points.reverse(tx, { references: [target], reason: 'refund' }),
            );
            const amount = awards.get(target);
            expect(done).toBe(amount !== undefined);
            if (amount !== undefined) {
              expected -= amount;
              reversed = true;
              awards.delete(target);
            }
          } else if (current.kind === 'spend') {
            const covered = current.amount <= expected;
            const left = await db.transaction((tx) =>
              spend(tx, { userId, amount: current.amount, reason: 'spend', reference }),
            );
            expect(left).toBe(covered ? expected - current.amount : null);
            if (covered) expected -= current.amount;
          } else if (current.kind === 'take') {
            const taken = await db
              .transaction((tx) =>
                points.adjust(tx, { userId, amount: -current.amount, reason: 'take', reference }),
              )
              .then(() => true)
              .catch((error: unknown) => {
                if (error instanceof AppError && error.statusCode === 400) return false;
                throw error;
              });
            expect(taken).toBe(current.amount <= expected);
            if (taken) expected -= current.amount;
          } else {
            await points.recalculate(userId);
          }
          const [ledger] = await db
            .select({ sum: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
            .from(pointsLedger)
            .where(eq(pointsLedger.userId, userId));
          const [balance] = await db
            .select({ available: sql<number>`${pointsBalances.gained} - ${pointsBalances.spent}` })
            .from(pointsBalances)
            .where(eq(pointsBalances.userId, userId));
          const available = balance?.available ?? 0;
          expect(available).toBe(ledger?.sum ?? 0);
          expect(available).toBe(expected);
          if (!reversed) expect(available).toBeGreaterThanOrEqual(0);
          expect((await points.get(userId)).pointsAvailable).toBe(available);
        }
      }),
      { numRuns: 25 },
    );
    // 25 runs of up to dozens of steps on the database: room for a machine busy with other suites.
  }, 120_000);

  it('lets a reversal take a spent balance below zero, which spends nothing until awards bring it back', async () => {
    const { db } = ctx.database;
    const points = createPointsService(db);
    const userId = await createVerifiedAccount(db, {
      email: `floor-${randomUUID()}@crewcast.test`,
      displayName: `floor_${randomUUID().slice(0, 8)}`,
      password: 'ledger password',
      accountType: AccountType.Normal,
    });
    const entry = (reference: string, amount: number) => ({ userId, amount, reason: 'test', reference });
    await db.transaction((tx) => points.award(tx, entry(`paid:${userId}`, 30)));
    expect(await db.transaction((tx) => spend(tx, entry(`spent:${userId}`, 25)))).toBe(5);
    expect(
      await db.transaction((tx) => points.reverse(tx, { references: [`paid:${userId}`], reason: 'refund' })),
    ).toBe(true);
    // A second refund of the same award changes nothing: the ledger keeps one reversal.
    expect(
      await db.transaction((tx) => points.reverse(tx, { references: [`paid:${userId}`], reason: 'refund' })),
    ).toBe(false);
    expect(await points.get(userId)).toEqual({
      points: -25,
      pointsAvailable: -25,
      pointsGained: 30,
      pointsSpent: 55,
    });
    expect(await points.recalculate(userId)).toEqual(await points.get(userId));
    expect(await db.transaction((tx) => spend(tx, entry(`blocked:${userId}`, 1)))).toBeNull();
    await db.transaction((tx) => points.award(tx, entry(`later:${userId}`, 26)));
    expect(await db.transaction((tx) => spend(tx, entry(`again:${userId}`, 1)))).toBe(0);
    // The totals themselves are never negative: the database refuses them.
    await expect(
      db.update(pointsBalances).set({ spent: -1 }).where(eq(pointsBalances.userId, userId)),
    ).rejects.toThrow();
  });
});
