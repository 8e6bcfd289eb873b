import type {
  BillingOptions,
  CardInput,
  CheckoutResult,
  Receipt,
  Subscription,
} from '@crewcast/contracts/billing';
import type { AppliedCoupon } from '@crewcast/contracts/coupons';
import type { UserInfo } from '@crewcast/contracts/users';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import type { ColumnRead } from '../../db/json-row';
import type { EventBus } from '../../events';
import { AppError, fieldError } from '../../http/errors';
import type { BadgesService } from '../badges/badges.service';
import { COUPON_MESSAGES } from '../coupons/coupons.module';
import type { CouponsService } from '../coupons/coupons.service';
import type { PointsService } from '../points/points.service';
import {
  createBillingRepository,
  type InvoiceRow,
  type PlanRow,
  type SubscriptionRow,
} from './billing.repository';
import type { StoredCard } from './billing.schema';
import { createIdempotentRunner, createStatementRunner } from './idempotency';
import { createPlanCatalog, toPlan } from './plan-catalog';
import {
  addDays,
  addInterval,
  afterEnd,
  afterFailedRenewal,
  afterPaidRenewal,
  discountFor,
  dueAction,
  extendBy,
  givesAccess,
  isLive,
  type PaidTime,
} from './lifecycle';
import type { PaymentProvider } from './payment-provider';
import type { Metrics } from '../../metrics/metrics';
import { rowFields } from '../../db/row-fields';

export const BILLING_MESSAGES = {
  noPlan: 'That plan does not exist.',
  planInactive: 'That plan is no longer offered.',
  noSubscription: 'You have no subscription.',
  alreadySubscribed: 'You already have a subscription.',
  cardRequired: 'Enter your card details.',
  samePlan: 'You are already on this plan.',
  paymentFailedPlan: 'Update your card before changing plan.',
  noCardToResume: 'Add a card to turn automatic renewal back on.',
  notCancelled: 'Your subscription is not cancelled.',
  wrongSubscription: 'That is not your subscription.',
  noPortal: 'Cards and invoices are managed in the app in test mode.',
  planNotOnline: 'This plan cannot be switched to from your account yet. Cancel, then subscribe to it.',
  noReceipt: 'That receipt does not exist.',
  refundOnProvider:
    'Refund this payment in the Stripe dashboard: the refund then reaches the site by itself.',
  refundNotPaid: 'Only a paid subscription receipt can be refunded.',
} as const;

/** The subscription fields of user info (SPEC section 3). */
export type SubscriptionInfo = Pick<
  UserInfo,
  | 'hasSubscription'
  | 'subscription'
  | 'subscriptionId'
  | 'subscriptionType'
  | 'subscriptionCancelled'
  | 'subscriptionEndDate'
  | 'automaticRenewal'
  | 'plan'
  | 'planId'
  | 'isInTrial'
  | 'canUpdatePlan'
>;

const NO_SUBSCRIPTION: Required<SubscriptionInfo> = {
  hasSubscription: false,
  subscription: null,
  subscriptionId: null,
  subscriptionType: null,
  subscriptionCancelled: false,
  subscriptionEndDate: null,
  automaticRenewal: false,
  plan: null,
  planId: null,
  isInTrial: false,
  canUpdatePlan: false,
};

function toReceipt(row: InvoiceRow): Receipt {
  return {
    ...rowFields(
      row,
      'id',
      'description',
      'amountCents',
      'discountCents',
      'currency',
      'status',
      'failureMessage',
    ),
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const automaticRenewal = (row: SubscriptionRow) =>
  isLive(row.status) && !row.cancelAtPeriodEnd && (row.card !== null || row.provider === 'stripe');

/** A plan change needs a subscription that is live and not waiting on a failed payment. */
const canUpdatePlan = (row: SubscriptionRow) => isLive(row.status) && row.status !== 'past_due';

export interface BillingDependencies {
  db: Database;
  provider: PaymentProvider;
  points: PointsService;
  badges: BadgesService;
  coupons: CouponsService;
  clock: () => Date;
  publicUrl: string;
  emailOf: (userId: string) => Promise<string>;
  /** Counts checkouts, renewals and failed renewals. */
  metrics: Pick<Metrics, 'count'>;
  /** Tells the member a renewal failed (after the biller's transaction has committed). */
  onRenewalFailed: (failure: { userId: string; plan: string; reason: string }) => Promise<void>;
  /** Where a plan change is announced, so every node reads the plans afresh. */
  events: EventBus;
  /** Days a past-due subscription keeps access (the site setting `past_due_grace_days`). */
  pastDueGraceDays: () => Promise<number>;
}

/** The ledger reference of the points a paid invoice earned. */
const awardReference = (invoiceId: string) => `invoice:${invoiceId}`;

/** The ledger reference of the points a paid invoice earned again when the dispute `disputeId` was won. */
const reinstatedReference = (invoiceId: string, disputeId: string) =>
  `${awardReference(invoiceId)}:dispute:${disputeId}`;

/** Why a plan's badge was granted: a paid invoice of the plan. */
const badgeReason = (plan: PlanRow) => `${plan.name} plan`;

/** Plans, subscriptions and their charges: what a member buys and what the biller does when periods end. */
export function createBillingService(deps: BillingDependencies) {
  const { db, provider, points, badges, coupons, clock } = deps;
  const repository = createBillingRepository(db);
  const plans = createPlanCatalog(repository, deps.events);
  const runOnce = createIdempotentRunner(db, repository);
  const runOnceInStatement = createStatementRunner(db, repository);

  /** A plan by id: from memory, or inside `executor`'s transaction when one is given. */
  async function planOrFail(planId: string, executor?: Executor): Promise<PlanRow> {
    const plan = executor ? await repository.findPlan(planId, executor) : await plans.find(planId);
    if (!plan) throw new AppError('NOT_FOUND', BILLING_MESSAGES.noPlan);
    return plan;
  }

  /** A plan a member may start or switch to: inactive plans bill only the subscriptions they already have. */
  async function offeredPlanOrFail(planId: string, executor?: Executor): Promise<PlanRow> {
    const plan = await planOrFail(planId, executor);
    if (!plan.active) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.planInactive);
    return plan;
  }

  async function liveOrFail(userId: string, executor: Executor = db, lock = false): Promise<SubscriptionRow> {
    const row = await repository.findLive(userId, executor, lock);
    if (!row) throw new AppError('NOT_FOUND', BILLING_MESSAGES.noSubscription);
    return row;
  }

  async function view(row: SubscriptionRow, executor?: Executor): Promise<Subscription> {
    const plan = await planOrFail(row.planId, executor);
    const discount = await coupons.activeDiscount(row.id, executor);
    const renews = automaticRenewal(row);
    const chargeAt = row.status === 'past_due' ? row.nextAttemptAt : row.currentPeriodEnd;
    const amount = row.priceCents - discountFor(row.priceCents, plan.interval, discount).discountCents;
    return {
      id: row.id,
      status: row.status,
      plan: toPlan(plan),
      provider: row.provider,
      trialEnd: row.trialEnd?.toISOString() ?? null,
      currentPeriodStart: row.currentPeriodStart.toISOString(),
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      nextCharge:
        renews && chargeAt
          ? { at: chargeAt.toISOString(), amountCents: amount, currency: plan.currency }
          : null,
      card: row.card
        ? {
            brand: row.card.brand,
            last4: row.card.last4,
            expMonth: row.card.expMonth,
            expYear: row.card.expYear,
          }
        : null,
      discount: discount
        ? { code: discount.code, percentOff: discount.percentOff, monthsRemaining: discount.monthsRemaining }
        : null,
      // Only a redeemed gift makes a test-mode subscription without a card.
      prepaid: row.provider === 'test' && row.card === null,
      paymentFailed: row.status === 'past_due',
      canUpdatePlan: canUpdatePlan(row),
      hasPortal:
        row.provider === 'stripe' && row.providerCustomerId !== null && provider.createPortal !== undefined,
    };
  }

  /**
   * Records a charge and, when it was paid, what the plan earns (SPEC section 9): its points, once per invoice,
   * and its badge. Only money earns them: a trial, gift time or a plan change earns nothing until a charge is paid.
   * Answers the new invoice, or nothing when the provider reference was recorded before.
   */
  async function recordCharge(
    tx: Executor,
    charge: {
      subscription: Pick<SubscriptionRow, 'id' | 'userId'>;
      plan: PlanRow;
      paid: boolean;
      reference: string;
      amountCents: number;
      discountCents: number;
      periodStart: Date | null;
      periodEnd: Date | null;
      failureMessage?: string;
    },
  ): Promise<InvoiceRow | undefined> {
    const invoice = await repository.insertInvoice(
      {
        userId: charge.subscription.userId,
        subscriptionId: charge.subscription.id,
        planId: charge.plan.id,
        description: `${charge.plan.name} subscription`,
        amountCents: charge.amountCents,
        discountCents: charge.discountCents,
        currency: charge.plan.currency,
        status: charge.paid ? 'paid' : 'failed',
        periodStart: charge.periodStart,
        periodEnd: charge.periodEnd,
        providerReference: charge.reference,
        failureMessage: charge.failureMessage ?? null,
      },
      tx,
    );
    if (invoice && charge.paid) {
      const { userId } = charge.subscription;
      await points.award(tx, {
        userId,
        amount: charge.plan.pointsPerPeriod,
        reason: `${charge.plan.name} subscription payment`,
        reference: awardReference(invoice.id),
      });
      if (charge.plan.badge)
        await badges.grant(tx, { userId, type: charge.plan.badge, reason: badgeReason(charge.plan) });
    }
    return invoice;
  }

  /**
   * Takes back what an invoice earned: its points (reversal entries; the balance may go below zero, which stops
   * spending until it is positive again) and the plan's badge unless another paid invoice still earns it.
   */
  async function takeBack(tx: Executor, invoice: InvoiceRow, reason: string): Promise<void> {
    const disputeIds = await repository.listDisputeIds(invoice.id, tx);
    await points.reverse(tx, {
      references: [
        awardReference(invoice.id),
        ...disputeIds.map((disputeId) => reinstatedReference(invoice.id, disputeId)),
      ],
      reason: `${reason}: ${invoice.description}`,
    });
    const plan = invoice.planId ? await repository.findPlan(invoice.planId, tx) : undefined;
    if (plan?.badge && !(await repository.hasPaidInvoiceWithBadge(invoice.userId, plan.badge, tx)))
      await badges.withdraw(tx, { userId: invoice.userId, type: plan.badge, reason: badgeReason(plan) });
  }

  /**
   * A paid (or disputed) invoice paid back in full: it shows as refunded and loses what it earned. Answers whether
   * anything changed (a repeated refund changes nothing).
   */
  async function refund(tx: Executor, invoice: InvoiceRow): Promise<boolean> {
    if (!(await repository.moveInvoice(invoice.id, ['paid', 'disputed'], 'refunded', tx))) return false;
    await takeBack(tx, invoice, 'Refund');
    return true;
  }

  /**
   * A chargeback: while it is open the invoice shows as disputed and has lost what it earned; lost, it is
   * refunded; won, it is paid again and earns its points and badge again (as new ledger entries).
   */
  const disputes = {
    async opened(tx: Executor, invoice: InvoiceRow): Promise<void> {
      if (await repository.moveInvoice(invoice.id, ['paid'], 'disputed', tx))
        await takeBack(tx, invoice, 'Dispute');
    },
    async won(tx: Executor, invoice: InvoiceRow, disputeId: string): Promise<void> {
      if (!(await repository.moveInvoice(invoice.id, ['disputed'], 'paid', tx))) return;
      const plan = invoice.planId ? await repository.findPlan(invoice.planId, tx) : undefined;
      if (!plan) return;
      await points.award(tx, {
        userId: invoice.userId,
        amount: plan.pointsPerPeriod,
        reason: `${plan.name} subscription payment (dispute won)`,
        reference: reinstatedReference(invoice.id, disputeId),
      });
      if (plan.badge)
        await badges.grant(tx, { userId: invoice.userId, type: plan.badge, reason: badgeReason(plan) });
    },
    lost: (tx: Executor, invoice: InvoiceRow) => refund(tx, invoice),
  };

  /**
   * The one customer the provider knows the member by, created before their first hosted checkout. Concurrent
   * checkouts of one member take turns on the member's lock, so they find or create the same customer.
   */
  async function ensureCustomer(userId: string): Promise<string | null> {
    if (!provider.createCustomer) return null;
    const createCustomer = provider.createCustomer;
    return db.transaction(async (tx) => {
      await repository.lockMember(userId, tx);
      const known = await repository.findProviderCustomerId(userId, tx);
      if (known) return known;
      const customerId = await createCustomer({
        userId,
        email: await deps.emailOf(userId),
        idempotencyKey: `customer:${userId}`,
      });
      await repository.saveProviderCustomer(userId, customerId, tx);
      return customerId;
    });
  }

  /** Charges a stored card for one period at the subscription's own price, using up any discount it has. */
  async function chargePeriod(
    tx: Executor,
    subscription: SubscriptionRow,
    plan: PlanRow,
    card: StoredCard,
    period: { start: Date; end: Date },
    /** The provider's idempotency key and the failed receipt's reference: one per attempt. */
    attemptKey: string,
  ): Promise<{ paid: boolean; message: string }> {
    const discount = await coupons.activeDiscount(subscription.id, tx);
    const { discountCents } = discountFor(subscription.priceCents, plan.interval, discount);
    const amountCents = subscription.priceCents - discountCents;
    const result = await provider.charge({
      card,
      amountCents,
      currency: plan.currency,
      description: `${plan.name} subscription`,
      idempotencyKey: attemptKey,
    });
    await recordCharge(tx, {
      subscription,
      plan,
      paid: result.ok,
      reference: result.ok ? result.reference : `failed:${attemptKey}`,
      amountCents,
      discountCents,
      periodStart: period.start,
      periodEnd: period.end,
      failureMessage: result.ok ? undefined : result.message,
    });
    if (result.ok) await consumeDiscount(tx, subscription.id, plan);
    return { paid: result.ok, message: result.ok ? '' : result.message };
  }

  /** Uses up the months of the discount that a paid charge of the plan covered (an annual charge covers twelve). */
  async function consumeDiscount(tx: Executor, subscriptionId: string, plan: PlanRow): Promise<void> {
    const discount = await coupons.activeDiscount(subscriptionId, tx);
    if (!discount) return;
    const { monthsUsed } = discountFor(plan.priceCents, plan.interval, discount);
    if (monthsUsed > 0) await coupons.consume(tx, discount.redemptionId, monthsUsed);
  }

  /** Ends, renews or retries one subscription whose time has come; a node that finds it locked waits, then re-checks. */
  async function settle(subscriptionId: string): Promise<void> {
    const outcome = await db.transaction(async (tx) => {
      const row = await repository.findById(subscriptionId, tx, true);
      if (!row || row.provider !== 'test') return null;
      const plan = await planOrFail(row.planId, tx);
      const now = clock();
      const action = dueAction({ ...row, hasCard: row.card !== null }, plan.interval, now);
      if (action.kind === 'none') return null;
      if (action.kind === 'end' || !row.card) {
        await repository.update(row.id, afterEnd(now), tx);
        return null;
      }
      const period = { start: action.periodStart, end: action.periodEnd };
      const attempt = `renewal:${row.id}:${period.start.toISOString()}:${row.failedAttempts + 1}`;
      const charge = await chargePeriod(tx, row, plan, row.card, period, attempt);
      const patch = charge.paid
        ? afterPaidRenewal(period.start, period.end)
        : afterFailedRenewal({ ...row, hasCard: true }, now);
      await repository.update(row.id, patch, tx);
      return charge.paid
        ? ('renewed' as const)
        : { userId: row.userId, plan: plan.name, reason: charge.message };
    });
    if (outcome === 'renewed') deps.metrics.count('renewals');
    else if (outcome) {
      deps.metrics.count('renewals_failed');
      await deps.onRenewalFailed(outcome);
    }
  }

  async function optionsFor(userId: string | null): Promise<BillingOptions> {
    const rows = await plans.list();
    return {
      provider: provider.kind,
      testMode: provider.inAppCards,
      plans: rows.filter((row) => row.active).map(toPlan),
      trialAvailable: userId === null || !(await repository.hadTrial(userId)),
    };
  }

  /** A discount code typed at checkout, under the coupon rules; a refusal names the code field. */
  async function redeemAtCheckout(
    tx: Executor,
    request: { userId: string; subscriptionId: string; code: string; nextChargeAt: Date },
  ): Promise<void> {
    try {
      await coupons.apply(tx, request);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(error.code, error.message, { fields: { coupon: [error.message] } });
    }
  }

  /** A test-card checkout; `key` is the request's, so a repeated request is never charged twice. */
  async function checkoutInApp(
    tx: Executor,
    request: { userId: string; key: string; plan: PlanRow; card: CardInput | undefined; coupon?: string },
  ) {
    const { userId, plan, card } = request;
    if (!card) throw fieldError('VALIDATION', 'card', BILLING_MESSAGES.cardRequired);
    const now = clock();
    const stored = provider.acceptCard(card, now);
    const trial = !(await repository.hadTrial(userId, tx));
    const periodEnd = trial ? addDays(now, plan.trialDays) : addInterval(now, plan.interval);
    const row = await repository.insert(
      {
        userId,
        planId: plan.id,
        priceCents: plan.priceCents,
        status: trial ? 'trialing' : 'active',
        provider: 'test',
        trialEnd: trial ? periodEnd : null,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        // Renewals keep the day of the first charge: the trial's end, or today.
        billingDay: (trial ? periodEnd : now).getUTCDate(),
        card: stored,
      },
      tx,
    );
    // Redeemed before the first charge, which it then discounts (or from the trial's end).
    if (request.coupon)
      await redeemAtCheckout(tx, {
        userId,
        subscriptionId: row.id,
        code: request.coupon,
        nextChargeAt: trial ? periodEnd : now,
      });
    if (!trial) {
      const period = { start: now, end: periodEnd };
      const charge = await chargePeriod(tx, row, plan, stored, period, request.key);
      if (!charge.paid) throw new AppError('PAYMENT_DECLINED', charge.message);
    }
    return row;
  }

  return {
    repository,
    optionsFor,
    settle,
    consumeDiscount,

    async current(userId: string): Promise<Subscription | null> {
      const row = await repository.findLive(userId);
      return row ? view(row) : null;
    },

    /** Starts a subscription: at once with a test card, or on the provider's checkout page. */
    async checkout(
      userId: string,
      idempotencyKey: string | undefined,
      body: { planId: string; card?: CardInput; coupon?: string; returnTo?: string },
    ): Promise<CheckoutResult> {
      const customerId = provider.inAppCards ? null : await ensureCustomer(userId);
      const { value, replayed } = await runOnce(
        { userId, scope: 'checkout', key: idempotencyKey },
        async (tx): Promise<CheckoutResult> => {
          const plan = await offeredPlanOrFail(body.planId, tx);
          await repository.lockMember(userId, tx);
          if (await repository.findLive(userId, tx))
            throw new AppError('ALREADY_SUBSCRIBED', BILLING_MESSAGES.alreadySubscribed);
          if (!provider.inAppCards) {
            // Stripe's checkout page takes no code of ours yet: the member applies it from the account page.
            if (body.coupon) throw fieldError('BAD_REQUEST', 'coupon', COUPON_MESSAGES.notOnProvider);
            const back = body.returnTo ? `&return=${encodeURIComponent(body.returnTo)}` : '';
            const trial = !(await repository.hadTrial(userId, tx));
            const { url } = await provider.createCheckout({
              mode: 'subscription',
              userId,
              email: await deps.emailOf(userId),
              customerId,
              priceId: plan.stripePriceId ?? undefined,
              trialDays: trial ? plan.trialDays : 0,
              amountCents: plan.priceCents,
              currency: plan.currency,
              interval: plan.interval,
              description: `${plan.name} subscription`,
              metadata: { userId, planId: plan.id },
              successUrl: `${deps.publicUrl}/payment?checkout=success${back}`,
              cancelUrl: `${deps.publicUrl}/payment?checkout=canceled${back}`,
              idempotencyKey: `checkout:${userId}:${idempotencyKey}`,
            });
            return { status: 'redirect', url };
          }
          const key = `checkout:${userId}:${idempotencyKey}`;
          const row = await checkoutInApp(tx, { userId, key, plan, card: body.card, coupon: body.coupon });
          return { status: 'complete', subscription: await view(row, tx) };
        },
      );
      if (!replayed && value.status === 'complete') deps.metrics.count('checkouts');
      return value;
    },

    /** Cancels at the end of the period: access stays until then. */
    async cancel(userId: string): Promise<Subscription> {
      return db.transaction(async (tx) => {
        const row = await liveOrFail(userId, tx, true);
        if (row.cancelAtPeriodEnd) return view(row, tx);
        if (row.provider === 'stripe' && row.providerSubscriptionId)
          await provider.updateSubscription(row.providerSubscriptionId, { cancelAtPeriodEnd: true });
        return view(await repository.update(row.id, { cancelAtPeriodEnd: true }, tx), tx);
      });
    },

    /** Turns automatic renewal back on before the period ends. */
    async resume(userId: string): Promise<Subscription> {
      return db.transaction(async (tx) => {
        const row = await liveOrFail(userId, tx, true);
        if (!row.cancelAtPeriodEnd) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.notCancelled);
        if (row.provider === 'test' && !row.card)
          throw new AppError('BAD_REQUEST', BILLING_MESSAGES.noCardToResume);
        if (row.provider === 'stripe' && row.providerSubscriptionId)
          await provider.updateSubscription(row.providerSubscriptionId, { cancelAtPeriodEnd: false });
        return view(await repository.update(row.id, { cancelAtPeriodEnd: false }, tx), tx);
      });
    },

    /** Switches plan; the next charge is at the new plan's price as it is today. */
    async changePlan(userId: string, planId: string): Promise<Subscription> {
      return db.transaction(async (tx) => {
        const row = await liveOrFail(userId, tx, true);
        const plan = await offeredPlanOrFail(planId, tx);
        if (row.planId === plan.id) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.samePlan);
        if (row.status === 'past_due') throw new AppError('BAD_REQUEST', BILLING_MESSAGES.paymentFailedPlan);
        if (row.provider === 'stripe' && row.providerSubscriptionId) {
          if (!plan.stripePriceId) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.planNotOnline);
          await provider.updateSubscription(row.providerSubscriptionId, { priceId: plan.stripePriceId });
        }
        return view(
          await repository.update(row.id, { planId: plan.id, priceCents: plan.priceCents }, tx),
          tx,
        );
      });
    },

    /** Replaces the test-mode card; a failed renewal is retried with it straight away. */
    async updateCard(userId: string, card: CardInput): Promise<Subscription> {
      const row = await db.transaction(async (tx) => {
        const current = await liveOrFail(userId, tx, true);
        if (!provider.inAppCards) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.noPortal);
        const stored = provider.acceptCard(card, clock());
        const retryNow = current.status === 'past_due' ? { nextAttemptAt: clock() } : {};
        return repository.update(current.id, { card: stored, ...retryNow }, tx);
      });
      if (row.status === 'past_due') await settle(row.id);
      return view((await repository.findById(row.id)) ?? row);
    },

    async portal(userId: string): Promise<{ url: string }> {
      const row = await liveOrFail(userId);
      if (row.provider !== 'stripe' || !row.providerCustomerId || !provider.createPortal)
        throw new AppError('BAD_REQUEST', BILLING_MESSAGES.noPortal);
      return provider.createPortal(row.providerCustomerId, `${deps.publicUrl}/account`);
    },

    async receipts(userId: string): Promise<Receipt[]> {
      return (await repository.listInvoices(userId)).map(toReceipt);
    },

    /** The biller's round: every subscription this server bills whose period or retry is due. */
    async settleDue(batchSize = 100): Promise<number> {
      const ids = await repository.listDue(clock(), batchSize);
      for (const id of ids) await settle(id);
      return ids.length;
    },

    plans,

    /** The member's live subscription as a column of another statement (user info reads it with the member). */
    liveSubscriptionColumn: (userId: PgColumn): ColumnRead<SubscriptionRow | undefined> =>
      repository.liveSubscriptionColumn(userId),

    /** The subscription fields of user info; staff and creators have complimentary access. */
    async subscriptionInfo(
      row: SubscriptionRow | undefined,
      complimentary: boolean,
    ): Promise<Required<SubscriptionInfo>> {
      if (!row) {
        if (!complimentary) return NO_SUBSCRIPTION;
        return {
          ...NO_SUBSCRIPTION,
          hasSubscription: true,
          subscription: 'complimentary',
          subscriptionType: 'complimentary',
        };
      }
      const plan = await planOrFail(row.planId);
      return {
        hasSubscription: complimentary || givesAccess(row, clock(), await deps.pastDueGraceDays()),
        subscription: row.status,
        subscriptionId: row.id,
        subscriptionType: row.provider,
        subscriptionCancelled: row.cancelAtPeriodEnd,
        subscriptionEndDate: row.currentPeriodEnd.toISOString(),
        automaticRenewal: automaticRenewal(row),
        plan: plan.name,
        planId: plan.id,
        isInTrial: row.status === 'trialing',
        canUpdatePlan: canUpdatePlan(row),
      };
    },

    /** Stops the provider billing a member whose account is about to be erased (the records go with the account). */
    async endBeforeErasure(userId: string): Promise<void> {
      const row = await repository.findLive(userId);
      if (row?.providerSubscriptionId) await provider.cancelNow(row.providerSubscriptionId);
    },

    /** Whether the member's subscription lets them watch (a past-due one only within the grace days). */
    async hasSubscription(userId: string): Promise<boolean> {
      const row = await repository.findLive(userId);
      return row !== undefined && givesAccess(row, clock(), await deps.pastDueGraceDays());
    },

    /** Members whose subscription has run without a break since `start` or earlier (the anniversary badge). */
    subscribersSince(start: Date): Promise<string[]> {
      return repository.listSubscribedSince(start);
    },

    /** Applies a discount code to the member's own subscription (and tells the provider, when it bills). */
    async applyCoupon(userId: string, subscriptionId: string, code: string): Promise<AppliedCoupon> {
      return db.transaction(async (tx) => {
        const row = await liveOrFail(userId, tx, true);
        if (row.id !== subscriptionId) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.wrongSubscription);
        const nextChargeAt = row.status === 'past_due' ? clock() : row.currentPeriodEnd;
        const { applied, stripePromotionCodeId } = await coupons.apply(tx, {
          code,
          subscriptionId: row.id,
          userId,
          nextChargeAt,
        });
        if (row.provider === 'stripe') {
          // Stripe takes the money, so only a code it knows as a promotion code discounts anything.
          if (!stripePromotionCodeId || !row.providerSubscriptionId)
            throw new AppError('BAD_REQUEST', COUPON_MESSAGES.notOnProvider);
          await provider.updateSubscription(row.providerSubscriptionId, {
            promotionCode: stripePromotionCodeId,
          });
        }
        return applied;
      });
    },

    /**
     * Adds paid time (a redeemed gift, or time staff grant): to the live subscription, whose next charge moves back,
     * or as a new subscription that ends when the time is used up. Answers when access ended before (null without
     * a live subscription) and when it ends now.
     */
    async addPaidTime(
      tx: Executor,
      userId: string,
      time: PaidTime,
    ): Promise<{ previousEnd: Date | null; end: Date }> {
      const now = clock();
      await repository.lockMember(userId, tx);
      const row = await repository.findLive(userId, tx, true);
      if (!row) {
        const [plan] = await repository.listPlans(tx);
        if (!plan) throw new AppError('NOT_FOUND', BILLING_MESSAGES.noPlan);
        const created = await repository.insert(
          {
            userId,
            planId: plan.id,
            priceCents: plan.priceCents,
            status: 'active',
            provider: 'test',
            currentPeriodStart: now,
            currentPeriodEnd: extendBy(now, time),
            billingDay: now.getUTCDate(),
            cancelAtPeriodEnd: true,
          },
          tx,
        );
        return { previousEnd: null, end: created.currentPeriodEnd };
      }
      // Time still running grows from its end, on the billing day; run-out time starts again today.
      const running = row.currentPeriodEnd > now;
      const end = running
        ? extendBy(row.currentPeriodEnd, time, row.billingDay ?? undefined)
        : extendBy(now, time);
      if (row.provider === 'stripe' && row.providerSubscriptionId)
        await provider.updateSubscription(row.providerSubscriptionId, { nextChargeAt: end });
      await repository.update(
        row.id,
        {
          status: 'active',
          currentPeriodEnd: end,
          failedAttempts: 0,
          nextAttemptAt: null,
          pastDueSince: null,
        },
        tx,
      );
      return { previousEnd: row.currentPeriodEnd, end };
    },

    /** For the gifts module: charges a typed card once in test mode. */
    async chargeOnce(
      tx: Executor,
      charge: {
        userId: string;
        card: CardInput;
        amountCents: number;
        currency: string;
        description: string;
        key: string;
      },
    ): Promise<InvoiceRow> {
      const stored = provider.acceptCard(charge.card, clock());
      const result = await provider.charge({
        card: stored,
        amountCents: charge.amountCents,
        currency: charge.currency,
        description: charge.description,
        idempotencyKey: charge.key,
      });
      if (!result.ok) throw new AppError('PAYMENT_DECLINED', result.message);
      const invoice = await repository.insertInvoice(
        {
          userId: charge.userId,
          description: charge.description,
          amountCents: charge.amountCents,
          currency: charge.currency,
          status: 'paid',
          providerReference: result.reference,
        },
        tx,
      );
      if (!invoice) throw new AppError('CONFLICT', 'This payment was already recorded.');
      return invoice;
    },

    recordCharge,
    refund,
    disputes,
    ensureCustomer,

    /**
     * Refunds a member's paid subscription receipt that this server charged (test mode), as Stripe's
     * `charge.refunded` does for its own. Access is left as it is: staff end it separately if they mean to.
     */
    async refundInApp(tx: Executor, userId: string, invoiceId: string): Promise<InvoiceRow> {
      const invoice = await repository.findInvoice(userId, invoiceId, tx);
      if (!invoice) throw new AppError('NOT_FOUND', BILLING_MESSAGES.noReceipt);
      const subscription = invoice.subscriptionId
        ? await repository.findById(invoice.subscriptionId, tx)
        : undefined;
      if (subscription?.provider === 'stripe')
        throw new AppError('BAD_REQUEST', BILLING_MESSAGES.refundOnProvider);
      if (!subscription || !(await refund(tx, invoice)))
        throw new AppError('BAD_REQUEST', BILLING_MESSAGES.refundNotPaid);
      return invoice;
    },
    view,
    runOnce,
    runOnceInStatement,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
