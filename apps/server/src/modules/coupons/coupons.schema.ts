import { integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../../db/columns';
import { subscriptions } from '../billing/billing.schema';
import { userIdColumn } from '../users/users.schema';

/** Discount codes; `code` is kept in capitals and matched regardless of case. */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  durationInMonths: integer('duration_in_months').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxRedemptions: integer('max_redemptions'),
  redemptionCount: integer('redemption_count').notNull().default(0),
  /** The Stripe promotion code it mirrors, when Stripe bills. */
  stripePromotionCodeId: text('stripe_promotion_code_id'),
  /** Switched off by staff: no longer redeemable, kept with its redemptions. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      .references(() => coupons.code),
    subscriptionId: belongsTo(uuid('subscription_id'), () => subscriptions.id),
    userId: userIdColumn(),
    percentOff: integer('percent_off').notNull(),
    durationInMonths: integer('duration_in_months').notNull(),
    /** Months of charges still discounted; each charge uses up its plan's months. */
    monthsRemaining: integer('months_remaining').notNull(),
    discountEnd: timestamp('discount_end', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('coupon_redemptions_once_per_subscription').on(table.code, table.subscriptionId)],
);
