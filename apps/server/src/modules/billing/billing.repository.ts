import { and, asc, desc, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import { jsonRow, type ColumnRead } from '../../db/json-row';
import {
  disputes,
  idempotentRequests,
  invoices,
  plans,
  providerCustomers,
  providerEvents,
  subscriptions,
} from './billing.schema';

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceStatus = InvoiceRow['status'];
export type DisputeRow = typeof disputes.$inferSelect;

const live = ne(subscriptions.status, 'canceled');

export function createBillingRepository(db: Database) {
  return {
    listPlans(executor: Executor = db): Promise<PlanRow[]> {
      return executor.select().from(plans).orderBy(asc(plans.sortOrder));
    },

    findPlan(planId: string, executor: Executor = db): Promise<PlanRow | undefined> {
      return firstRow(executor.select().from(plans).where(eq(plans.id, planId)));
    },

    /** Reads a plan and holds its row until the transaction ends, so two price changes take turns. */
    findPlanForUpdate(planId: string, executor: Executor): Promise<PlanRow | undefined> {
      return firstRow(executor.select().from(plans).where(eq(plans.id, planId)).for('update'));
    },

    updatePlan(
      planId: string,
      values: Pick<PlanRow, 'priceCents' | 'pointsPerPeriod' | 'active' | 'stripePriceId'>,
      executor: Executor,
    ): Promise<PlanRow> {
      return onlyRow(executor.update(plans).set(values).where(eq(plans.id, planId)).returning());
    },

    /** Per plan: its live subscriptions, and how many of them pay another price than the plan's own. */
    async countLiveByPlan(executor: Executor = db) {
      return executor
        .select({
          planId: subscriptions.planId,
          live: sql<number>`count(*)::int`,
          onOlderPrice: sql<number>`(count(*) filter (where ${subscriptions.priceCents} <> ${plans.priceCents}))::int`,
        })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(live)
        .groupBy(subscriptions.planId);
    },

    /**
     * The dashboard's figures for each of the twelve months up to `now`, oldest first: paying subscribers at the
     * month's end (or now), trials and cancellations that began or ended in the month, and paid revenue.
     */
    async monthlyFigures(now: Date, executor: Executor = db) {
      const result = await executor.execute<{
        month: string;
        subscribers: number;
        trials: number;
        cancellations: number;
        revenue_cents: number;
      }>(sql`
        with months as (
          select start, least(start + interval '1 month', ${now}::timestamptz) as until
          from generate_series(
            date_trunc('month', ${now}::timestamptz at time zone 'UTC') at time zone 'UTC' - interval '11 months',
            date_trunc('month', ${now}::timestamptz at time zone 'UTC') at time zone 'UTC',
            interval '1 month'
          ) as start
        )
        select
          to_char(m.start at time zone 'UTC', 'YYYY-MM') as month,
          (select count(*)::int from ${subscriptions} s
            where s.created_at < m.until
              and (s.ended_at is null or s.ended_at >= m.until)
              and (s.trial_end is null or s.trial_end <= m.until)) as subscribers,
          (select count(*)::int from ${subscriptions} s
            where s.trial_end is not null and s.created_at >= m.start and s.created_at < m.until) as trials,
          (select count(*)::int from ${subscriptions} s
            where s.ended_at >= m.start and s.ended_at < m.until) as cancellations,
          (select coalesce(sum(i.amount_cents), 0)::int from ${invoices} i
            where i.status = 'paid' and i.created_at >= m.start and i.created_at < m.until) as revenue_cents
        from months m
        order by m.start
      `);
      return result.rows;
    },

    findPlanByStripePrice(priceId: string, executor: Executor = db): Promise<PlanRow | undefined> {
      return firstRow(executor.select().from(plans).where(eq(plans.stripePriceId, priceId)));
    },

    /** The member's subscription that still gives access, if any (at most one exists). */
    /**
     * Holds the member's subscription lock until the transaction ends, so two purchases or redemptions of one
     * member (which may each create the live subscription) run one after the other.
     */
    async lockMember(userId: string, executor: Executor): Promise<void> {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${userId}`}))`);
    },

    async findLive(
      userId: string,
      executor: Executor = db,
      lock = false,
    ): Promise<SubscriptionRow | undefined> {
      const query = executor
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), live));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The member's live subscription as a column of another statement (user info reads it with the member). */
    liveSubscriptionColumn(userId: PgColumn): ColumnRead<SubscriptionRow | undefined> {
      const row = jsonRow(subscriptions, and(eq(subscriptions.userId, userId), live));
      return { column: row.column, read: row.decode };
    },

    async findById(id: string, executor: Executor = db, lock = false): Promise<SubscriptionRow | undefined> {
      const query = executor.select().from(subscriptions).where(eq(subscriptions.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    findByProviderId(providerSubscriptionId: string, executor: Executor = db) {
      return firstRow(
        executor
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
          .for('update'),
      );
    },

    /** The customer id the provider knows this member by. */
    async findProviderCustomerId(userId: string, executor: Executor = db): Promise<string | null> {
      const [row] = await executor
        .select({ customerId: providerCustomers.customerId })
        .from(providerCustomers)
        .where(eq(providerCustomers.userId, userId));
      return row?.customerId ?? null;
    },

    /** Records the member's provider customer unless they have one already. */
    async saveProviderCustomer(userId: string, customerId: string, executor: Executor): Promise<void> {
      await executor.insert(providerCustomers).values({ userId, customerId }).onConflictDoNothing();
    },

    /** The provider's ids of the live subscriptions it bills. */
    async listLiveProviderIds(provider: SubscriptionRow['provider'], executor: Executor = db) {
      const rows = await executor
        .select({ id: subscriptions.providerSubscriptionId })
        .from(subscriptions)
        .where(
          and(eq(subscriptions.provider, provider), live, isNotNull(subscriptions.providerSubscriptionId)),
        )
        .orderBy(asc(subscriptions.createdAt));
      return rows.flatMap((row) => (row.id ? [row.id] : []));
    },

    /** Members whose live subscription started at `start` or earlier. */
    async listSubscribedSince(start: Date, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(and(live, lte(subscriptions.createdAt, start)));
      return rows.map((row) => row.userId);
    },

    /** One free trial per account: any subscription that ever had one uses it up. */
    async hadTrial(userId: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.trialEnd)))
        .limit(1);
      return row !== undefined;
    },

    insert(values: NewSubscription, executor: Executor = db): Promise<SubscriptionRow> {
      return onlyRow(executor.insert(subscriptions).values(values).returning());
    },

    /**
     * Inserts a subscription unless that would break a unique rule (the provider's id is known already, or the
     * member has another live subscription); answers the new row, or nothing.
     */
    insertIfAbsent(values: NewSubscription, executor: Executor = db): Promise<SubscriptionRow | undefined> {
      return firstRow(executor.insert(subscriptions).values(values).onConflictDoNothing().returning());
    },

    update(id: string, values: Partial<NewSubscription>, executor: Executor = db): Promise<SubscriptionRow> {
      return onlyRow(
        executor
          .update(subscriptions)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(subscriptions.id, id))
          .returning(),
      );
    },

    /** Subscriptions this server bills whose period ended or whose retry is due. */
    async listDue(now: Date, limit: number, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'test'),
            or(
              and(
                inArray(subscriptions.status, ['trialing', 'active']),
                lte(subscriptions.currentPeriodEnd, now),
              ),
              and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextAttemptAt, now)),
            ),
          ),
        )
        .orderBy(asc(subscriptions.currentPeriodEnd))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Whether any paid invoice of the member's paid for a plan that carries the badge `badge`. */
    async hasPaidInvoiceWithBadge(userId: string, badge: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: invoices.id })
        .from(invoices)
        .innerJoin(plans, eq(plans.id, invoices.planId))
        .where(and(eq(invoices.userId, userId), eq(invoices.status, 'paid'), eq(plans.badge, badge)))
        .limit(1);
      return row !== undefined;
    },

    /** Moves an invoice from one of the statuses `from` to `to`; false when it was in none of them. */
    async moveInvoice(
      invoiceId: string,
      from: InvoiceStatus[],
      to: InvoiceStatus,
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(invoices)
        .set({ status: to })
        .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, from)))
        .returning({ id: invoices.id });
      return rows.length > 0;
    },

    /** Records a dispute the first time it is heard of; answers whether this call recorded it. */
    async insertDispute(values: typeof disputes.$inferInsert, executor: Executor): Promise<boolean> {
      const rows = await executor
        .insert(disputes)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: disputes.id });
      return rows.length > 0;
    },

    async closeDispute(
      id: string,
      values: Pick<DisputeRow, 'status' | 'closedAt'>,
      executor: Executor,
    ): Promise<void> {
      await executor.update(disputes).set(values).where(eq(disputes.id, id));
    },

    /** The disputes of one invoice. */
    async listDisputeIds(invoiceId: string, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .select({ id: disputes.id })
        .from(disputes)
        .where(eq(disputes.invoiceId, invoiceId));
      return rows.map((row) => row.id);
    },

    /** Disputes newest first, with the receipt each one disputes. */
    listDisputes(limit: number, executor: Executor = db) {
      return executor
        .select({ dispute: disputes, description: invoices.description })
        .from(disputes)
        .innerJoin(invoices, eq(invoices.id, disputes.invoiceId))
        .orderBy(desc(disputes.openedAt), desc(disputes.id))
        .limit(limit);
    },

    findInvoice(userId: string, invoiceId: string, executor: Executor = db): Promise<InvoiceRow | undefined> {
      return firstRow(
        executor
          .select()
          .from(invoices)
          .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId))),
      );
    },

    findInvoiceByReference(reference: string, executor: Executor = db): Promise<InvoiceRow | undefined> {
      return firstRow(executor.select().from(invoices).where(eq(invoices.providerReference, reference)));
    },

    /** Records a charge once per provider reference; answers the new row, or nothing for a repeat. */
    insertInvoice(values: NewInvoice, executor: Executor = db): Promise<InvoiceRow | undefined> {
      return firstRow(executor.insert(invoices).values(values).onConflictDoNothing().returning());
    },

    listInvoices(userId: string, executor: Executor = db): Promise<InvoiceRow[]> {
      return executor
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.createdAt))
        .limit(100);
    },

    /** Marks a provider's webhook event as handled; false when it was handled before (or is being handled). */
    async claimEvent(id: string, type: string, executor: Executor): Promise<boolean> {
      const rows = await executor
        .insert(providerEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: providerEvents.id });
      return rows.length > 0;
    },

    async eventHandled(id: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: providerEvents.id })
        .from(providerEvents)
        .where(eq(providerEvents.id, id));
      return row !== undefined;
    },

    /** Claims an idempotency key; false when another request holds or has used it (it waits for that one). */
    async claimKey(userId: string, scope: string, key: string, executor: Executor): Promise<boolean> {
      const rows = await executor
        .insert(idempotentRequests)
        .values({ userId, scope, key })
        .onConflictDoNothing()
        .returning({ key: idempotentRequests.key });
      return rows.length > 0;
    },

    async storedResponse(userId: string, scope: string, key: string, executor: Executor): Promise<unknown> {
      const [row] = await executor
        .select({ response: idempotentRequests.response })
        .from(idempotentRequests)
        .where(
          and(
            eq(idempotentRequests.userId, userId),
            eq(idempotentRequests.scope, scope),
            eq(idempotentRequests.key, key),
          ),
        );
      return row?.response;
    },

    async storeResponse(userId: string, scope: string, key: string, response: unknown, executor: Executor) {
      await executor
        .update(idempotentRequests)
        .set({ response })
        .where(
          and(
            eq(idempotentRequests.userId, userId),
            eq(idempotentRequests.scope, scope),
            eq(idempotentRequests.key, key),
          ),
        );
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
