import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerMember, requestAs } from '../../test/members';
import {
  chargeRefundedEvent,
  createStripeStandIn,
  nowSeconds,
  stripeDispute,
  stripeEnv,
  stripeEvent,
  stripeInvoice,
  stripeSubscription,
  stripeWebhook,
} from '../../test/stripe';
import { createTestApp, type TestContext, UNLIMITED_ENV } from '../../test/test-app';
import { badgeGrants } from '../badges/badges.schema';
import { plans } from './billing.schema';

/**
 * Random histories of one member's Stripe subscription, played through the webhook and the member's own requests
 * against the Stripe stand-in. After every step, what the member has must match what was paid, per the rules in
 * the README's billing section: points and the badge for each invoice paid and not refunded, disputed or lost;
 * access while Stripe's subscription is live, whatever happened to its payments.
 */

const stripeApi = createStripeStandIn();
let ctx: TestContext;
const { expectDelivered } = stripeWebhook(() => ctx.app);

const PLANS = {
  monthly: { priceId: 'price_monthly', amount: 399, points: 2, badge: false },
  annual: { priceId: 'price_annual', amount: 3999, points: 30, badge: true },
} as const;
type PlanId = keyof typeof PLANS;

beforeAll(async () => {
  ctx = await createTestApp({ ...stripeEnv(await stripeApi.start()), ...UNLIMITED_ENV });
  for (const [id, plan] of Object.entries(PLANS))
    await ctx.database.db.update(plans).set({ stripePriceId: plan.priceId }).where(eq(plans.id, id));
});
afterAll(async () => {
  await ctx?.close();
  await stripeApi.stop();
});

type Step =
  | { kind: 'checkout'; planId: PlanId }
  | { kind: 'trialEnd' }
  | { kind: 'renewal' }
  | { kind: 'failedRenewal' }
  /** `pick` chooses among the payments the step may act on, wrapped. */
  | { kind: 'refund'; pick: number }
  | { kind: 'dispute'; pick: number; outcome: 'open' | 'won' | 'lost' }
  | { kind: 'cancel' }
  | { kind: 'planChange' }
  | { kind: 'replay'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('checkout' as const), planId: fc.constantFrom<PlanId>('monthly', 'annual') }),
  fc.constant({ kind: 'trialEnd' as const }),
  fc.constant({ kind: 'renewal' as const }),
  fc.constant({ kind: 'failedRenewal' as const }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(9) }),
  fc.record({
    kind: fc.constant('dispute' as const),
    pick: fc.nat(9),
    outcome: fc.constantFrom('open' as const, 'won' as const, 'lost' as const),
  }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'planChange' as const }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(30) }),
);

/** A payment as Stripe holds it, and what the member's receipt must say of it. */
interface Payment {
  invoiceId: string;
  paymentIntent: string;
  planId: PlanId;
  amount: number;
  status: 'paid' | 'refunded' | 'disputed' | 'failed';
  /** The dispute opened on it, while open. */
  disputeId: string | null;
}

interface Remote {
  id: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  planId: PlanId;
}

async function play(steps: Step[]): Promise<void> {
  const registered = await registerMember(ctx.app);
  const userId = registered.tokens.userId;
  const token = registered.tokens.token;
  const payments: Payment[] = [];
  const sent: object[] = [];
  let remote: Remote | null = null;
  let hadTrial = false;
  // Each event a second after the last, as Stripe stamps them.
  let clock = nowSeconds();

  const deliver = async (type: string, object: object) => {
    const event = stripeEvent(type, object, (clock += 1));
    sent.push(event);
    await expectDelivered(event);
  };
  const subscriptionObject = (sub: Remote, latestInvoice?: string) => ({
    ...stripeSubscription({
      id: sub.id,
      userId,
      planId: sub.planId,
      priceId: PLANS[sub.planId].priceId,
      withCard: true,
      latestInvoice,
    }),
    status: sub.status,
  });
  /** Stripe's subscription changes: the stand-in answers with it and the webhook hears of it. */
  const update = async (sub: Remote, type = 'customer.subscription.updated') => {
    stripeApi.subscriptions.set(sub.id, subscriptionObject(sub));
    await deliver(type, subscriptionObject(sub));
  };
  const pay = async (sub: Remote, ok: boolean, billingReason = 'subscription_cycle') => {
    const payment: Payment = {
      invoiceId: `in_${randomUUID()}`,
      paymentIntent: `pi_${randomUUID().slice(0, 12)}`,
      planId: sub.planId,
      amount: PLANS[sub.planId].amount,
      status: ok ? 'paid' : 'failed',
      disputeId: null,
    };
    payments.push(payment);
    const invoice = stripeInvoice({
      id: payment.invoiceId,
      subscriptionId: sub.id,
      amount: payment.amount,
      billingReason,
      ...(ok ? {} : { attempt: 1 }),
    });
    if (ok)
      stripeApi.payments.set(payment.paymentIntent, { invoice: payment.invoiceId, amount: payment.amount });
    await deliver(ok ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    return payment;
  };
  const live = () => (remote && remote.status !== 'canceled' ? remote : null);

  for (const current of steps) {
    const sub = live();
    switch (current.kind) {
      case 'checkout': {
        if (!sub) {
          const res = await ctx.app.inject({
            method: 'POST',
            url: '/v1/checkout',
            headers: { ...bearer(token), 'idempotency-key': randomUUID() },
            payload: { planId: current.planId },
          });
          expect(res.statusCode, res.body).toBe(200);
          const trial = !hadTrial;
          hadTrial = true;
          remote = {
            id: `sub_${randomUUID().slice(0, 12)}`,
            status: trial ? 'trialing' : 'active',
            planId: current.planId,
          };
          stripeApi.subscriptions.set(remote.id, subscriptionObject(remote));
          await deliver('checkout.session.completed', {
            id: `cs_test_${randomUUID()}`,
            object: 'checkout.session',
            mode: 'subscription',
            status: 'complete',
            payment_status: trial ? 'no_payment_required' : 'paid',
            client_reference_id: userId,
            metadata: { userId, planId: current.planId },
            subscription: remote.id,
          });
          if (!trial) await pay(remote, true, 'subscription_create');
          break;
        }
        // A checkout page left open in another tab is paid: a second subscription, refunded in full.
        const duplicate: Remote = {
          id: `sub_${randomUUID().slice(0, 12)}`,
          status: 'active',
          planId: current.planId,
        };
        const invoiceId = `in_${randomUUID()}`;
        const paymentIntent = `pi_${randomUUID().slice(0, 12)}`;
        const amount = PLANS[current.planId].amount;
        stripeApi.payments.set(paymentIntent, { invoice: invoiceId, amount });
        stripeApi.subscriptions.set(duplicate.id, subscriptionObject(duplicate, invoiceId));
        await deliver('customer.subscription.created', subscriptionObject(duplicate, invoiceId));
        await deliver(
          'invoice.paid',
          stripeInvoice({
            id: invoiceId,
            subscriptionId: duplicate.id,
            amount,
            billingReason: 'subscription_create',
          }),
        );
        await deliver('charge.refunded', chargeRefundedEvent(paymentIntent, { amount }).data.object);
        payments.push({
          invoiceId,
          paymentIntent,
          planId: current.planId,
          amount,
          status: 'refunded',
          disputeId: null,
        });
        break;
      }
      case 'trialEnd':
        if (sub?.status !== 'trialing') break;
        sub.status = 'active';
        await update(sub);
        await pay(sub, true);
        break;
      case 'renewal':
        if (!sub || sub.status === 'trialing') break;
        sub.status = 'active';
        await pay(sub, true);
        await update(sub);
        break;
      case 'failedRenewal':
        if (!sub) break;
        sub.status = 'past_due';
        await update(sub);
        await pay(sub, false);
        break;
      case 'refund': {
        const paid = payments.filter((payment) => payment.status === 'paid');
        const payment = paid[current.pick % Math.max(paid.length, 1)];
        if (!payment) break;
        payment.status = 'refunded';
        await deliver(
          'charge.refunded',
          chargeRefundedEvent(payment.paymentIntent, { amount: payment.amount }).data.object,
        );
        break;
      }
      case 'dispute': {
        const open = payments.filter((payment) => payment.status === 'disputed');
        if (current.outcome !== 'open' && open.length > 0) {
          const payment = open[current.pick % open.length]!;
          const dispute = stripeDispute({
            id: payment.disputeId!,
            paymentIntent: payment.paymentIntent,
            amount: payment.amount,
            status: current.outcome,
          });
          payment.status = current.outcome === 'won' ? 'paid' : 'refunded';
          payment.disputeId = null;
          await deliver('charge.dispute.closed', dispute);
          break;
        }
        const paid = payments.filter((payment) => payment.status === 'paid');
        const payment = paid[current.pick % Math.max(paid.length, 1)];
        if (!payment) break;
        payment.status = 'disputed';
        payment.disputeId = `dp_${randomUUID().slice(0, 12)}`;
        await deliver(
          'charge.dispute.created',
          stripeDispute({
            id: payment.disputeId,
            paymentIntent: payment.paymentIntent,
            amount: payment.amount,
          }),
        );
        break;
      }
      case 'cancel': {
        if (!sub) break;
        const res = await requestAs(ctx.app, token, 'POST', '/v1/subscription/cancel');
        expect(res.statusCode, res.body).toBe(200);
        // The period ends and Stripe deletes it.
        sub.status = 'canceled';
        await update(sub, 'customer.subscription.deleted');
        break;
      }
      case 'planChange': {
        if (!sub || sub.status === 'past_due') break;
        const planId: PlanId = sub.planId === 'monthly' ? 'annual' : 'monthly';
        const res = await requestAs(ctx.app, token, 'PUT', '/v1/subscription/plan', { planId });
        expect(res.statusCode, res.body).toBe(200);
        sub.planId = planId;
        await update(sub);
        break;
      }
      case 'replay': {
        const event = sent[current.pick % Math.max(sent.length, 1)];
        if (event) await expectDelivered(event);
        break;
      }
    }
    await expectMatches();
  }

  async function expectMatches() {
    const earning = payments.filter((payment) => payment.status === 'paid');
    const info = (
      await requestAs(ctx.app, token, 'GET', '/v1/userinfo/query?select=subscription,points')
    ).json();
    expect(info.points).toBe(earning.reduce((sum, payment) => sum + PLANS[payment.planId].points, 0));
    expect(info.hasSubscription).toBe(live() !== null);
    const badges = await ctx.database.db.select().from(badgeGrants).where(eq(badgeGrants.userId, userId));
    expect(badges.map((grant) => grant.type)).toEqual(
      earning.some((payment) => PLANS[payment.planId].badge) ? ['annual'] : [],
    );
    const receipts = (await requestAs(ctx.app, token, 'GET', '/v1/subscription/receipts')).json() as Array<{
      status: string;
      amountCents: number;
    }>;
    const described = (list: Array<{ status: string; amountCents: number }>) =>
      list.map((receipt) => `${receipt.status}:${receipt.amountCents}`).sort();
    expect(described(receipts)).toEqual(
      described(payments.map((payment) => ({ status: payment.status, amountCents: payment.amount }))),
    );
  }
}

describe('billing on Stripe, over random histories', () => {
  it('gives access, points and badges for what was paid, whatever the order of checkouts, renewals, refunds and disputes', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), play), {
      numRuns: Number(process.env.BILLING_PROPERTY_RUNS ?? 12),
      seed: Number(process.env.BILLING_PROPERTY_SEED ?? 26),
    });
  }, 120_000);
});
