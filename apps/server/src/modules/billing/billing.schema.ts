import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from '../../db/columns';
import { userIdColumn } from '../users/users.schema';

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull(),
  trialDays: integer('trial_days').notNull(),
  pointsPerPeriod: integer('points_per_period').notNull(),
  badge: text('badge'),
  /** The Stripe price this plan sells as, when Stripe bills. */
  stripePriceId: text('stripe_price_id'),
  /** Offered to new subscribers; an inactive plan keeps billing the subscriptions it has. */
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** A stored card: what the member sees, and the provider's handle to charge it. */
export interface StoredCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's reference (for the test provider: how the test card behaves). */
  token: string;
}

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    /** The plan's price when the subscription started (or changed plan): a later price change leaves it. */
    priceCents: integer('price_cents').notNull(),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled'] }).notNull(),
    /** Who charges it: this server's scheduler ('test' cards, gifts) or Stripe. */
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    /** When the provider last told us about it, so an older event never overwrites a newer one. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    card: jsonb('card').$type<StoredCard>(),
    /** The day of the month renewals fall on, kept through short months (test-mode billing). */
    billingDay: smallint('billing_day'),
    /** Renewal attempts that failed in a row, and when the next one is due. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** When the first renewal of the unpaid period failed: access lasts the site's grace days from then. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One live subscription per member: concurrent checkouts cannot make two.
    uniqueIndex('subscriptions_one_live_per_user')
      .on(table.userId)
      .where(sql`${table.status} <> 'canceled'`),
    index('subscriptions_period_end_idx').on(table.currentPeriodEnd),
    // A member's subscriptions, ended ones included (the Members report's cohorts).
    index('subscriptions_user_idx').on(table.userId, table.createdAt),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    /** The plan a subscription invoice paid for: what it earned, whatever plan the subscription moves to later. */
    planId: text('plan_id').references(() => plans.id),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    currency: text('currency').notNull(),
    /**
     * A refunded invoice was paid, then paid back; a disputed one is held by a chargeback not yet decided (a lost
     * one is refunded, a won one paid again). What a refunded or disputed invoice earned is taken back.
     */
    status: text('status', { enum: ['paid', 'failed', 'refunded', 'disputed'] }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** The provider's id for the charge; one invoice per provider charge. */
    providerReference: text('provider_reference').unique(),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoices_user_idx').on(table.userId, table.createdAt),
    // Whether a subscription was ever charged (the Members report's trials, churn and revenue).
    index('invoices_subscription_idx').on(table.subscriptionId),
  ],
);

/** The one customer the provider knows each member by, created before the member's first checkout. */
export const providerCustomers = pgTable('provider_customers', {
  userId: userIdColumn().primaryKey(),
  customerId: text('customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/** Chargebacks of the member's payments, as Stripe reports them. */
export const disputes = pgTable(
  'disputes',
  {
    /** Stripe's id of the dispute. */
    id: text('id').primaryKey(),
    userId: userIdColumn(),
    invoiceId: belongsTo(uuid('invoice_id'), () => invoices.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Stripe's reason (`fraudulent`, `product_not_received`, ...). */
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'won', 'lost'] }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('disputes_opened_idx').on(table.openedAt)],
);

/** Purchases made with an Idempotency-Key: a repeated key answers with the first result. */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: userIdColumn(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope, table.key] })],
);

/** Provider webhook events already handled, so a replay changes nothing. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});
