import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { runAfterCommit, type AfterCommit, type Database, type Executor } from '../../db/client';
import type { Metrics } from '../../metrics/metrics';
import { giftDescription } from '../gifts/gifts.module';
import type { GiftsService } from '../gifts/gifts.service';
import { users } from '../users/users.schema';
import type { NewSubscription, PlanRow, SubscriptionRow } from './billing.repository';
import type { StoredCard } from './billing.schema';
import type { BillingService } from './billing.service';
import { isLive } from './lifecycle';

/** The events the webhook acts on (the ones to enable on the Stripe webhook endpoint). */
export const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const;

export const PAYMENT_FAILED_MESSAGE = 'The payment did not go through.';

type LocalStatus = SubscriptionRow['status'];

/**
 * Stripe's subscription statuses in the app's four. `unpaid` and `paused` keep the Stripe subscription but
 * give no access, as does an expired first payment; `incomplete` is a first payment still under way (3-D
 * Secure, a bank debit), so nothing starts until Stripe reports the outcome.
 */
export function localStatus(status: Stripe.Subscription.Status): LocalStatus | null {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'incomplete':
      return null;
    default:
      return 'canceled';
  }
}

const CARD_BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

function cardOf(subscription: Stripe.Subscription): StoredCard | null {
  const method = subscription.default_payment_method;
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
  return { brand: CARD_BRANDS[brand] ?? brand, last4, expMonth, expYear, token: method.id };
}

const dateOf = (seconds: number | null | undefined): Date | null =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Stripe subscription an invoice bills, if it bills one. */
function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

function discountOf(invoice: Stripe.Invoice): number {
  return (invoice.total_discount_amounts ?? []).reduce((sum, discount) => sum + discount.amount, 0);
}

/** The period an invoice pays for: its subscription line's (the invoice's own period is the one before). */
function periodOf(invoice: Stripe.Invoice): { start: Date; end: Date } {
  const line = invoice.lines.data[0];
  return line
    ? { start: new Date(line.period.start * 1000), end: new Date(line.period.end * 1000) }
    : { start: new Date(invoice.period_start * 1000), end: new Date(invoice.period_end * 1000) };
}

/** A subscription as Stripe holds it now, with its card. */
export function retrieveSubscription(stripe: Stripe, subscriptionId: string): Promise<Stripe.Subscription> {
  return stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
}

export interface StripeEventsDependencies {
  db: Database;
  stripe: Stripe;
  billing: BillingService;
  /** The gifts module, built after this one. */
  gifts: () => GiftsService;
  log: Pick<Logger, 'warn' | 'error'>;
  /** Counts the disputes opened. */
  metrics: Pick<Metrics, 'count'>;
}

/**
 * What Stripe reports through the webhook, applied to the app's own records. Each event is applied once: its
 * id is stored in the transaction that applies it, so a replay (or a second delivery racing the first) changes
 * nothing. Subscription states carry the event's time, and an event older than the stored state is ignored.
 */
/** An invoice for a period after the first: what the site counts as a renewal. */
const isRenewal = (invoice: Stripe.Invoice) => invoice.billing_reason === 'subscription_cycle';

export function createStripeEvents(deps: StripeEventsDependencies) {
  const { db, stripe, billing, gifts, log, metrics } = deps;
  const { repository } = billing;

  async function userExists(tx: Executor, userId: string): Promise<boolean> {
    if (!UUID.test(userId)) return false;
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return row !== undefined;
  }

  /** The plan Stripe bills: by its price, else by the plan the checkout named. */
  async function planOf(
    tx: Executor,
    remote: Stripe.Subscription,
    candidates: Array<string | null | undefined>,
  ): Promise<PlanRow | undefined> {
    const priceId = remote.items.data[0]?.price.id;
    const byPrice = priceId ? await repository.findPlanByStripePrice(priceId, tx) : undefined;
    if (byPrice) return byPrice;
    for (const planId of candidates) {
      const plan = planId ? await repository.findPlan(planId, tx) : undefined;
      if (plan) return plan;
    }
    return undefined;
  }

  const isStale = (row: SubscriptionRow, at: Date) =>
    row.providerUpdatedAt !== null && at.getTime() < row.providerUpdatedAt.getTime();

  /**
   * Makes the local subscription match Stripe's as of `at`: creates it the first time and otherwise updates it,
   * unless what is stored is newer. Answers the local row, if there is one.
   */
  async function syncSubscription(
    tx: Executor,
    remote: Stripe.Subscription,
    at: Date,
    hints: { userId?: string | null; planId?: string | null } = {},
  ): Promise<SubscriptionRow | undefined> {
    const existing = await repository.findByProviderId(remote.id, tx);
    if (existing && isStale(existing, at)) return existing;
    // Stripe never brings a cancelled subscription back: an update sent in the same second as the deletion, and
    // delivered after it, must not revive the row (beside a newer live one, it would break the one-live rule).
    if (existing?.status === 'canceled') return existing;
    const remoteStatus = localStatus(remote.status);
    if (remoteStatus === null) return existing;
    // Gift time reaches Stripe as a later trial end: a subscription past its own trial stays active.
    const giftTime = remoteStatus === 'trialing' && existing !== undefined && existing.status !== 'trialing';
    const status = giftTime ? 'active' : remoteStatus;
    const plan = await planOf(tx, remote, [remote.metadata.planId, hints.planId, existing?.planId]);
    if (!plan) {
      log.warn({ subscription: remote.id }, 'Stripe subscription with no known plan ignored');
      return existing;
    }
    const item = remote.items.data[0];
    const card = cardOf(remote);
    const values = {
      planId: plan.id,
      // What Stripe charges this subscription: its own price, which a later plan price leaves as it was.
      priceCents: item?.price.unit_amount ?? plan.priceCents,
      status,
      providerCustomerId: idOf(remote.customer),
      providerUpdatedAt: at,
      // A trial once given stays on record: it is what makes it one per account.
      trialEnd: (giftTime ? existing.trialEnd : dateOf(remote.trial_end)) ?? existing?.trialEnd ?? null,
      currentPeriodStart: dateOf(item?.current_period_start) ?? dateOf(remote.start_date) ?? at,
      currentPeriodEnd: dateOf(item?.current_period_end) ?? dateOf(remote.trial_end) ?? at,
      cancelAtPeriodEnd: remote.cancel_at_period_end || remote.cancel_at !== null,
      endedAt: status === 'canceled' ? (dateOf(remote.ended_at) ?? at) : null,
      ...(status === 'past_due'
        ? { pastDueSince: existing?.pastDueSince ?? at }
        : { failedAttempts: 0, nextAttemptAt: null, pastDueSince: null }),
      ...(card ? { card } : {}),
    };
    if (existing) return repository.update(existing.id, values, tx);
    // A subscription that ended before this server heard of it gives nothing to record.
    if (status === 'canceled') return undefined;
    const userId = remote.metadata.userId || hints.userId;
    if (!userId) {
      // Not started from this site (another product on the same Stripe account): none of its business.
      log.warn({ subscription: remote.id }, 'Stripe subscription without a member ignored');
      return undefined;
    }
    if (!(await userExists(tx, userId))) {
      // Started here for an account that has since been erased: nobody is left to bill.
      log.warn({ subscription: remote.id }, 'Stripe subscription of an erased member cancelled');
      await stripe.subscriptions.cancel(remote.id);
      return undefined;
    }
    const customerId = idOf(remote.customer);
    if (customerId) await repository.saveProviderCustomer(userId, customerId, tx);
    const created = await repository.insertIfAbsent(
      {
        ...values,
        userId,
        provider: 'stripe',
        providerSubscriptionId: remote.id,
      },
      tx,
    );
    if (created) return created;
    // Another delivery created it while this one waited: apply this state to that row.
    const raced = await repository.findByProviderId(remote.id, tx);
    if (raced)
      return isStale(raced, at) || raced.status === 'canceled'
        ? raced
        : repository.update(raced.id, values, tx);
    await endDuplicate(tx, remote, { ...values, userId }, plan, at);
    return undefined;
  }

  /**
   * A second subscription of a member who has a live one (two tabs, or Back and pay again, got past the expired
   * checkout): it is recorded as ended, cancelled at Stripe, and what its invoice charged is refunded to the card,
   * with a receipt that shows the refund. It earns nothing.
   */
  async function endDuplicate(
    tx: Executor,
    remote: Stripe.Subscription,
    values: Omit<NewSubscription, 'provider'> & { userId: string },
    plan: PlanRow,
    at: Date,
  ): Promise<void> {
    log.warn(
      { subscription: remote.id, userId: values.userId },
      'duplicate Stripe subscription cancelled and refunded',
    );
    const row = await repository.insertIfAbsent(
      {
        ...values,
        provider: 'stripe',
        providerSubscriptionId: remote.id,
        status: 'canceled',
        endedAt: at,
        cancelAtPeriodEnd: false,
        failedAttempts: 0,
        nextAttemptAt: null,
        pastDueSince: null,
      },
      tx,
    );
    if (!row) return;
    await stripe.subscriptions.cancel(remote.id);
    const invoiceId = idOf(remote.latest_invoice);
    if (!invoiceId) return;
    let refundedCents = 0;
    for await (const payment of stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 })) {
      const paymentIntent = idOf(payment.payment.payment_intent);
      if (!paymentIntent || !payment.amount_paid) continue;
      await stripe.refunds.create(
        { payment_intent: paymentIntent },
        { idempotencyKey: `duplicate:${remote.id}:${paymentIntent}` },
      );
      refundedCents += payment.amount_paid;
    }
    if (refundedCents === 0) return;
    await repository.insertInvoice(
      {
        userId: values.userId,
        subscriptionId: row.id,
        planId: plan.id,
        description: `${plan.name} subscription`,
        amountCents: refundedCents,
        currency: plan.currency,
        status: 'refunded',
        periodStart: row.currentPeriodStart,
        periodEnd: row.currentPeriodEnd,
        providerReference: invoiceId,
      },
      tx,
    );
  }

  async function recordGift(
    tx: Executor,
    session: Stripe.Checkout.Session,
    afterCommit: AfterCommit,
  ): Promise<void> {
    const metadata = session.metadata ?? {};
    const purchaserId = metadata.userId || session.client_reference_id;
    const months = Number(metadata.months);
    if (!Number.isInteger(months) || months <= 0 || !purchaserId || !(await userExists(tx, purchaserId))) {
      log.warn({ session: session.id }, 'Stripe gift checkout without a known member or length ignored');
      return;
    }
    const amountCents = session.amount_total ?? 0;
    const currency = session.currency ?? 'usd';
    const invoice = await repository.insertInvoice(
      {
        userId: purchaserId,
        description: giftDescription(months),
        amountCents,
        discountCents: session.total_details?.amount_discount ?? 0,
        currency,
        status: 'paid',
        providerReference: session.id,
      },
      tx,
    );
    // Recorded already (the completed event and the late payment's event name the same checkout).
    if (!invoice) return;
    const gift = await gifts().recordPaidGift(tx, {
      purchaserId,
      months,
      priceCents: session.amount_subtotal ?? amountCents,
      currency,
      recipientEmail: metadata.recipientEmail || null,
      message: metadata.message ?? '',
      invoiceId: invoice.id,
    });
    afterCommit.push(() => gifts().mailGift(gift, purchaserId));
  }

  async function checkoutCompleted(
    tx: Executor,
    session: Stripe.Checkout.Session,
    remote: Stripe.Subscription | null,
    at: Date,
    afterCommit: AfterCommit,
  ): Promise<void> {
    if (session.mode === 'subscription' && remote) {
      await syncSubscription(tx, remote, at, {
        userId: session.metadata?.userId || session.client_reference_id,
        planId: session.metadata?.planId,
      });
      // Counted once per checkout: a payment still on its way is counted when it succeeds.
      if (session.payment_status !== 'unpaid') afterCommit.push(async () => metrics.count('checkouts'));
    } else if (
      session.mode === 'payment' &&
      session.metadata?.kind === 'gift' &&
      session.payment_status === 'paid'
    )
      await recordGift(tx, session, afterCommit);
  }

  /** The local subscription an invoice bills; one this server has not heard of yet is read from Stripe. */
  async function invoiceSubscription(
    tx: Executor,
    invoice: Stripe.Invoice,
    remote: Stripe.Subscription | null,
    at: Date,
  ): Promise<SubscriptionRow | undefined> {
    const subscriptionId = subscriptionIdOf(invoice);
    if (!subscriptionId) return undefined;
    const row =
      (await repository.findByProviderId(subscriptionId, tx)) ??
      (remote ? await syncSubscription(tx, remote, at) : undefined);
    if (!row) log.warn({ invoice: invoice.id }, 'Stripe invoice of an unknown subscription ignored');
    return row;
  }

  /**
   * Records the receipt of an invoice's charge for the period it pays, on the subscription's plan; answers the
   * plan, or nothing (and records nothing) when the plan is gone.
   */
  async function recordInvoiceCharge(
    tx: Executor,
    invoice: Stripe.Invoice,
    row: SubscriptionRow,
    charge: Omit<
      Parameters<BillingService['recordCharge']>[1],
      'subscription' | 'plan' | 'periodStart' | 'periodEnd'
    >,
  ): Promise<PlanRow | undefined> {
    const plan = await repository.findPlan(row.planId, tx);
    if (!plan) return undefined;
    const period = periodOf(invoice);
    await billing.recordCharge(tx, {
      subscription: row,
      plan,
      ...charge,
      periodStart: period.start,
      periodEnd: period.end,
    });
    return plan;
  }

  async function invoicePaid(tx: Executor, invoice: Stripe.Invoice, row: SubscriptionRow, at: Date) {
    const discountCents = discountOf(invoice);
    // A trial's first invoice pays for nothing: no receipt and no points, as in test mode. One paid from the
    // customer's balance (a credit) pays for its period as a card would, though no money moved today.
    if (invoice.billing_reason === 'subscription_create' && invoice.total === 0 && discountCents === 0)
      return;
    const plan = await recordInvoiceCharge(tx, invoice, row, {
      paid: true,
      reference: invoice.id,
      amountCents: invoice.total,
      discountCents,
    });
    if (!plan) return;
    if (discountCents > 0) await billing.consumeDiscount(tx, row.id, plan);
    if (row.status === 'past_due' && !isStale(row, at))
      await repository.update(
        row.id,
        { status: 'active', failedAttempts: 0, nextAttemptAt: null, pastDueSince: null },
        tx,
      );
  }

  async function invoiceFailed(tx: Executor, invoice: Stripe.Invoice, row: SubscriptionRow, at: Date) {
    const plan = await recordInvoiceCharge(tx, invoice, row, {
      paid: false,
      // Each attempt that fails gets a receipt of its own; the one that succeeds is the invoice's.
      reference: `${invoice.id}:attempt:${invoice.attempt_count}`,
      amountCents: invoice.amount_due,
      discountCents: discountOf(invoice),
      failureMessage: PAYMENT_FAILED_MESSAGE,
    });
    if (!plan) return;
    if (isLive(row.status) && !isStale(row, at))
      await repository.update(
        row.id,
        {
          status: 'past_due',
          failedAttempts: invoice.attempt_count,
          nextAttemptAt: dateOf(invoice.next_payment_attempt),
          pastDueSince: row.pastDueSince ?? at,
        },
        tx,
      );
  }

  /** The invoice recorded here for what a charge paid, or nothing (with a warning) when there is none. */
  async function paidInvoice(tx: Executor, reference: string | null, context: Record<string, string>) {
    const invoice = reference ? await repository.findInvoiceByReference(reference, tx) : undefined;
    if (!invoice) log.warn(context, 'Stripe charge with no receipt here ignored');
    return invoice;
  }

  /**
   * A chargeback opened or decided: recorded for the console, and applied to the receipt it disputes (see
   * `billing.disputes`). An opening heard after the outcome changes nothing.
   */
  async function disputeChanged(
    tx: Executor,
    dispute: Stripe.Dispute,
    reference: string | null,
    at: Date,
    afterCommit: AfterCommit,
  ): Promise<void> {
    const invoice = await paidInvoice(tx, reference, { dispute: dispute.id });
    if (!invoice) return;
    const outcome =
      dispute.status === 'lost'
        ? 'lost'
        : dispute.status === 'won' || dispute.status === 'warning_closed'
          ? 'won'
          : 'open';
    const closedAt = outcome === 'open' ? null : at;
    const recorded = await repository.insertDispute(
      {
        id: dispute.id,
        userId: invoice.userId,
        invoiceId: invoice.id,
        amountCents: dispute.amount,
        currency: dispute.currency,
        reason: dispute.reason,
        status: outcome,
        openedAt: dateOf(dispute.created) ?? at,
        closedAt,
      },
      tx,
    );
    if (recorded) afterCommit.push(async () => metrics.count('disputes'));
    if (outcome === 'open') {
      if (recorded) await billing.disputes.opened(tx, invoice);
      return;
    }
    if (!recorded) await repository.closeDispute(dispute.id, { status: outcome, closedAt }, tx);
    if (outcome === 'won') await billing.disputes.won(tx, invoice, dispute.id);
    else await billing.disputes.lost(tx, invoice);
  }

  /**
   * What a refunded or disputed charge paid, as this server recorded it: a subscription's Stripe invoice, or a
   * gift's Checkout session. Read from Stripe before the transaction starts.
   */
  async function fetchPaidReference(event: Stripe.Event): Promise<string | null> {
    let paymentIntent: string | null = null;
    if (event.type === 'charge.refunded' && event.data.object.refunded)
      paymentIntent = idOf(event.data.object.payment_intent);
    else if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed')
      paymentIntent = idOf(event.data.object.payment_intent);
    if (!paymentIntent) return null;
    const payments = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      limit: 1,
    });
    const invoice = idOf(payments.data[0]?.invoice);
    if (invoice) return invoice;
    const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
    return sessions.data[0]?.id ?? null;
  }

  /** Reads from Stripe what an event names but does not contain, before the transaction starts. */
  async function fetchSubscription(event: Stripe.Event): Promise<Stripe.Subscription | null> {
    let subscriptionId: string | null = null;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        if (session.mode !== 'subscription' || !session.subscription) return null;
        if (typeof session.subscription !== 'string') return session.subscription;
        subscriptionId = session.subscription;
        break;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed':
        subscriptionId = subscriptionIdOf(event.data.object);
        if (!subscriptionId || (await repository.findByProviderId(subscriptionId))) return null;
        break;
      default:
        return null;
    }
    if (!subscriptionId) return null;
    return retrieveSubscription(stripe, subscriptionId);
  }

  async function apply(
    tx: Executor,
    event: Stripe.Event,
    fetched: { remote: Stripe.Subscription | null; paidReference: string | null },
    afterCommit: AfterCommit,
  ): Promise<void> {
    const { remote } = fetched;
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return checkoutCompleted(tx, event.data.object, remote, at, afterCommit);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await syncSubscription(tx, event.data.object, at);
        return;
      case 'invoice.paid': {
        const row = await invoiceSubscription(tx, event.data.object, remote, at);
        if (row) await invoicePaid(tx, event.data.object, row, at);
        if (row && isRenewal(event.data.object)) afterCommit.push(async () => metrics.count('renewals'));
        return;
      }
      case 'invoice.payment_failed': {
        const row = await invoiceSubscription(tx, event.data.object, remote, at);
        if (row) await invoiceFailed(tx, event.data.object, row, at);
        if (row && isRenewal(event.data.object))
          afterCommit.push(async () => metrics.count('renewals_failed'));
        return;
      }
      case 'charge.refunded': {
        // A partial refund leaves what the payment earned.
        if (!event.data.object.refunded) return;
        const invoice = await paidInvoice(tx, fetched.paidReference, { charge: event.data.object.id });
        if (invoice) await billing.refund(tx, invoice);
        return;
      }
      case 'charge.dispute.created':
      case 'charge.dispute.closed':
        return disputeChanged(tx, event.data.object, fetched.paidReference, at, afterCommit);
    }
  }

  return {
    syncSubscription,

    /** Applies one verified event; a replay, or an event of another type, is acknowledged and changes nothing. */
    async handle(event: Stripe.Event): Promise<void> {
      if (!(STRIPE_EVENT_TYPES as readonly string[]).includes(event.type)) return;
      if (await repository.eventHandled(event.id)) return;
      const fetched = {
        remote: await fetchSubscription(event),
        paidReference: await fetchPaidReference(event),
      };
      const afterCommit: AfterCommit = [];
      const applied = await db.transaction(async (tx) => {
        if (!(await repository.claimEvent(event.id, event.type, tx))) return false;
        await apply(tx, event, fetched, afterCommit);
        return true;
      });
      if (!applied) return;
      await runAfterCommit(afterCommit, (error) =>
        log.error({ err: error, event: event.id }, 'Stripe event follow-up failed'),
      );
    },
  };
}

export type StripeEvents = ReturnType<typeof createStripeEvents>;
