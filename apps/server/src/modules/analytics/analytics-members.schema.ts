import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The Members report's figures of each finished month of the longest period, written by the hourly members rollup
 * for the month it ran in (`computed_in`): the month's own figures and those of the cohort that first subscribed in
 * it. The report reads these plus the month under way, and computes every month live when any is missing.
 */
export const membersMonthlyFigures = pgTable('members_monthly_figures', {
  /** The finished month, YYYY-MM (UTC). */
  month: text('month').primaryKey(),
  /** The month (YYYY-MM) the rollup ran in: a cohort's retention grows by a month as each month ends. */
  computedIn: text('computed_in').notNull(),
  subscribersAtStart: integer('subscribers_at_start').notNull(),
  churned: integer('churned').notNull(),
  mrrCents: integer('mrr_cents').notNull(),
  giftsBought: integer('gifts_bought').notNull(),
  giftsRedeemed: integer('gifts_redeemed').notNull(),
  /** Members whose first subscription began in the month (0: no cohort that month). */
  cohortJoined: integer('cohort_joined').notNull(),
  /** Of them, how many held a subscription each whole month after, for the months all of them have reached. */
  cohortRetained: integer('cohort_retained').array().notNull(),
});
