import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userIdColumn } from '../users/users.schema';

/** Every change to a member's Producer Points, once per reference (a paid invoice, a contribution…). */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    /** Positive when earned, negative when spent. */
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    /** What the entry is for; the same reference never counts twice. */
    reference: text('reference').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    // A member's history, newest first.
    index('points_ledger_user_idx').on(table.userId, table.id),
    // The community report's periods.
    index('points_ledger_created_idx').on(table.createdAt),
  ],
);

/**
 * The running totals of the ledger, changed only inside its transactions. Spending never takes a balance below
 * zero; only a refund's reversal can, and a balance below zero spends nothing until awards bring it back.
 */
export const pointsBalances = pgTable(
  'points_balances',
  {
    userId: userIdColumn().primaryKey(),
    gained: integer('gained').notNull().default(0),
    spent: integer('spent').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    check('points_balances_totals_not_negative', sql`${table.gained} >= 0 and ${table.spent} >= 0`),
  ],
);
