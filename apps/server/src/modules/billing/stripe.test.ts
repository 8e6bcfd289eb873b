import { randomUUID } from 'node:crypto';
import { AccountType } from '@crewcast/contracts/account';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkout, MONTHLY_CHARGE, subscriptionOf } from '../../test/billing';
import { createBattle } from '../../test/greenlight';
import { bearer, readMail, registerMember, requestAs } from '../../test/members';
import { staffMember } from '../../test/realtime';
import {
  chargeRefundedEvent,
  checkoutCompletedEvent,
  createStripeStandIn,
  DAY_S,
  nowSeconds,
  STRIPE_WEBHOOK_SECRET,
  stripeEnv,
  stripeDispute,
  stripeEvent,
  stripeInvoice,
  stripeSubscription,
  stripeWebhook,
} from '../../test/stripe';
import { createTestApp, runJob, type TestContext } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { badgeGrants } from '../badges/badges.schema';
import { PROJECT_MESSAGES } from '../projects/projects.service';
import { coupons } from '../coupons/coupons.schema';
import { COUPON_MESSAGES } from '../coupons/coupons.service';
import { users } from '../users/users.schema';
import { GIFT_MESSAGES } from '../gifts/gifts.service';
import { gifts } from '../gifts/gifts.schema';
import { livestreams } from '../live/live.schema';
import { PLAN_ADMIN_MESSAGES } from './billing.admin.service';
import { RECONCILE_JOB } from './billing.module';
import { invoices, plans, providerCustomers, subscriptions } from './billing.schema';
import { PAYMENT_FAILED_MESSAGE } from './stripe-events';
import { createStripePaymentProvider, STRIPE_MESSAGES } from './stripe-provider';
import { STRIPE_WEBHOOK_MESSAGES } from './stripe-webhook.routes';

const STREAM_URL = 'https://live.example.test/stream.m3u8';
const METRICS_TOKEN = 'metrics-token-for-tests';

const stripeApi = createStripeStandIn();
let ctx: TestContext;

beforeAll(async () => {
  const apiUrl = await stripeApi.start();
  ctx = await createTestApp({
    ...stripeEnv(apiUrl),
    TRUST_PROXY: '1',
    ACCOUNT_RATE_LIMIT_MAX: '1000',
    METRICS_TOKEN: METRICS_TOKEN,
  });
  // The annual plan sells as a Stripe price; the monthly one is priced inline.
  await ctx.database.db.update(plans).set({ stripePriceId: 'price_annual' }).where(eq(plans.id, 'annual'));
  await ctx.database.db
    .update(coupons)
    .set({ stripePromotionCodeId: 'promo_crew20' })
    .where(eq(coupons.code, 'CREW20'));
});
afterAll(async () => {
  await ctx?.close();
  await stripeApi.stop();
});
beforeEach(() => {
  stripeApi.calls.length = 0;
});

const now = nowSeconds;
const { deliver, expectDelivered } = stripeWebhook(() => ctx.app);
const checkoutCompleted = checkoutCompletedEvent;
const chargeRefunded = (paymentIntent: string, refunded = true) =>
  chargeRefundedEvent(paymentIntent, { refunded });
const get = (url: string, token: string) => requestAs(ctx.app, token, 'GET', url);
const post = (url: string, token: string, payload?: object) =>
  requestAs(ctx.app, token, 'POST', url, payload);
const userInfo = async (token: string) =>
  (await get('/v1/userinfo/query?select=subscription,points', token)).json();
const receipts = async (token: string) => (await get('/v1/subscription/receipts', token)).json();

async function member() {
  const registered = await registerMember(ctx.app);
  return { ...registered, userId: registered.tokens.userId, token: registered.tokens.token };
}

/** A member whose Stripe subscription the webhook has recorded (the stand-in knows it too). */
async function stripeMember(
  options: { trialDays?: number; planId?: string; priceId?: string; start?: number } = {},
) {
  const m = await member();
  const subscriptionId = `sub_${randomUUID().slice(0, 12)}`;
  stripeApi.subscriptions.set(
    subscriptionId,
    stripeSubscription({ id: subscriptionId, userId: m.userId, withCard: true, ...options }),
  );
  await expectDelivered(checkoutCompleted({ subscriptionId, userId: m.userId, planId: options.planId }));
  return { ...m, subscriptionId };
}

const badgesOf = async (userId: string) =>
  (await ctx.database.db.select().from(badgeGrants).where(eq(badgeGrants.userId, userId))).map(
    (grant) => grant.type,
  );

/** Stripe reports the annual plan's invoice paid; answers the payment intent that paid it. */
async function payAnnualInvoice(m: { subscriptionId: string }) {
  const invoiceId = `in_${randomUUID()}`;
  const paymentIntent = `pi_${randomUUID().slice(0, 12)}`;
  stripeApi.payments.set(paymentIntent, { invoice: invoiceId, amount: 3999 });
  await expectDelivered(
    stripeEvent(
      'invoice.paid',
      stripeInvoice({ id: invoiceId, subscriptionId: m.subscriptionId, amount: 3999 }),
    ),
  );
  return { invoiceId, paymentIntent };
}

const customerOf = async (userId: string) =>
  (await ctx.database.db.select().from(providerCustomers).where(eq(providerCustomers.userId, userId)))[0]
    ?.customerId;

/** Sessions waiting for an advisory lock (a member's checkout waiting for another's). */
const waitingLocks = async () =>
  (
    await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
    )
  ).rows[0]!.n;

const rowsOf = (userId: string) =>
  ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

/** What `/metrics` counts of an event so far (`crewcast_<event>_total`). */
async function counted(event: string): Promise<number> {
  const res = await get('/metrics', METRICS_TOKEN);
  return Number(new RegExp(`^crewcast_${event}_total (\\d+)$`, 'm').exec(res.body)?.[1]);
}

describe('checkout on Stripe', () => {
  it('offers the plans without test mode', async () => {
    const options = (await ctx.app.inject({ method: 'GET', url: '/v1/billing/options' })).json();
    expect(options).toMatchObject({ provider: 'stripe', testMode: false, trialAvailable: true });
  });

  it('sends the member to a Checkout Session with the 14-day trial and the idempotency key', async () => {
    const m = await member();
    const key = randomUUID();
    const res = await checkout(ctx.app, m.token, { planId: 'monthly' }, key);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toEqual({
      status: 'redirect',
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });

    // The member's Stripe customer is made first, with the member's email, once.
    const [customer, ...moreCustomers] = stripeApi.to('POST', '/v1/customers');
    expect(moreCustomers).toHaveLength(0);
    expect(customer!.idempotencyKey).toBe(`customer:${m.userId}`);
    expect(Object.fromEntries(customer!.form)).toEqual({ email: m.email, 'metadata[userId]': m.userId });
    const [call, ...more] = stripeApi.to('POST', '/v1/checkout/sessions');
    expect(more).toHaveLength(0);
    expect(call!.idempotencyKey).toBe(`checkout:${m.userId}:${key}`);
    expect(call!.form.has('customer_email')).toBe(false);
    expect(Object.fromEntries(call!.form)).toMatchObject({
      mode: 'subscription',
      customer: (await customerOf(m.userId))!,
      client_reference_id: m.userId,
      'subscription_data[trial_period_days]': '14',
      'subscription_data[metadata][userId]': m.userId,
      'subscription_data[metadata][planId]': 'monthly',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '399',
      'line_items[0][price_data][product_data][name]': 'Monthly subscription',
      'line_items[0][price_data][recurring][interval]': 'month',
      success_url: expect.stringContaining('/payment?checkout=success'),
      cancel_url: expect.stringContaining('/payment?checkout=canceled'),
    });
    // Codes are the site's own, applied through the app: none typed on Stripe's page escapes their rules.
    expect(call!.form.has('allow_promotion_codes')).toBe(false);

    // The same key answers with the same page and asks Stripe nothing more.
    const again = await checkout(ctx.app, m.token, { planId: 'monthly' }, key);
    expect(again.json()).toEqual(result);
    expect(stripeApi.to('POST', '/v1/checkout/sessions')).toHaveLength(1);
    expect(stripeApi.to('POST', '/v1/customers')).toHaveLength(1);
  });

  it('brings the member back from Checkout to the page they came from, only ever a path on this site', async () => {
    const m = await member();
    const res = await checkout(ctx.app, m.token, { planId: 'monthly', returnTo: '/video/12?t=30' });
    expect(res.statusCode, res.body).toBe(200);
    const [call] = stripeApi.to('POST', '/v1/checkout/sessions').slice(-1);
    expect(call!.form.get('success_url')).toBe(
      `${ctx.config.PUBLIC_URL}/payment?checkout=success&return=%2Fvideo%2F12%3Ft%3D30`,
    );
    expect(call!.form.get('cancel_url')).toBe(
      `${ctx.config.PUBLIC_URL}/payment?checkout=canceled&return=%2Fvideo%2F12%3Ft%3D30`,
    );
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'video/12',
      '/a b',
    ]) {
      const refused = await checkout(ctx.app, m.token, { planId: 'monthly', returnTo });
      expect(refused.statusCode, returnTo).toBe(400);
      expect(refused.json().fields).toHaveProperty('returnTo');
    }
  });

  it('takes no discount code on the way to Checkout, which would not apply it', async () => {
    const m = await member();
    const res = await checkout(ctx.app, m.token, { planId: 'monthly', coupon: 'CREW20' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ coupon: [COUPON_MESSAGES.notOnProvider] });
  });

  it('sells a plan that has a Stripe price by that price', async () => {
    const m = await member();
    expect((await checkout(ctx.app, m.token, { planId: 'annual' })).statusCode).toBe(200);
    const [call] = stripeApi.to('POST', '/v1/checkout/sessions');
    expect(call!.form.get('line_items[0][price]')).toBe('price_annual');
    expect(call!.form.has('line_items[0][price_data][unit_amount]')).toBe(false);
  });

  it("refuses typed cards: they are entered on Stripe's pages", async () => {
    const provider = createStripePaymentProvider(new Stripe('sk_test_x'));
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: '' };
    expect(() => provider.acceptCard(card, new Date())).toThrow(
      expect.objectContaining({ statusCode: 400, message: STRIPE_MESSAGES.cardsOnStripe }),
    );
    await expect(
      provider.charge({
        card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2040, token: 'pm_1' },
        ...MONTHLY_CHARGE,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ statusCode: 400 });

    const m = await stripeMember();
    const res = await requestAs(ctx.app, m.token, 'PUT', '/v1/subscription/card', { card });
    expect(res.statusCode).toBe(400);
  });
});

describe('the Stripe webhook', () => {
  it('refuses a missing or bad signature', async () => {
    const event = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({ id: 'sub_x', userId: randomUUID() }),
    );
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/v1/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(STRIPE_WEBHOOK_MESSAGES.noSignature);

    const payload = JSON.stringify(event);
    const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    const bad = await deliver(event, otherSecret);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'BAD_REQUEST', message: STRIPE_WEBHOOK_MESSAGES.badSignature });

    // A body changed after signing fails too.
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    const tampered = await deliver({ ...event, type: 'customer.subscription.deleted' }, signed);
    expect(tampered.statusCode).toBe(400);
  });

  it('starts the trial when the checkout completes, once however often the events are replayed', async () => {
    const m = await member();
    expect((await checkout(ctx.app, m.token, { planId: 'monthly' })).statusCode).toBe(200);
    const subscriptionId = `sub_${randomUUID().slice(0, 12)}`;
    stripeApi.subscriptions.set(
      subscriptionId,
      stripeSubscription({ id: subscriptionId, userId: m.userId, trialDays: 14, withCard: true }),
    );
    const completed = checkoutCompleted({ subscriptionId, userId: m.userId });
    const [checkoutsBefore, renewalsBefore] = [await counted('checkouts'), await counted('renewals')];
    await expectDelivered(completed);
    // The session named the subscription only: it was read from Stripe, with its card.
    const reads = stripeApi.to('GET', `/v1/subscriptions/${subscriptionId}`);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.form.get('expand[0]')).toBe('default_payment_method');

    expect(await userInfo(m.token)).toMatchObject({
      hasSubscription: true,
      subscription: 'trialing',
      subscriptionType: 'stripe',
      isInTrial: true,
      automaticRenewal: true,
      planId: 'monthly',
      points: 0,
    });
    const subscription = await subscriptionOf(ctx.app, m.token);
    expect(subscription).toMatchObject({
      status: 'trialing',
      provider: 'stripe',
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2040 },
      hasPortal: true,
    });

    // The trial's $0 invoice pays for nothing.
    const trialInvoice = stripeInvoice({ id: `in_${randomUUID()}`, subscriptionId, amount: 0 });
    await expectDelivered(stripeEvent('invoice.paid', trialInvoice));
    expect(await receipts(m.token)).toEqual([]);

    const paid = stripeEvent(
      'invoice.paid',
      stripeInvoice({ id: `in_${randomUUID()}`, subscriptionId, amount: 399 }),
    );
    await expectDelivered(paid);
    for (let i = 0; i < 2; i += 1) {
      await expectDelivered(completed);
      await expectDelivered(paid);
    }
    expect(await rowsOf(m.userId)).toHaveLength(1);
    const memberReceipts = await receipts(m.token);
    expect(memberReceipts).toHaveLength(1);
    expect(memberReceipts[0]).toMatchObject({ status: 'paid', ...MONTHLY_CHARGE });
    expect((await userInfo(m.token)).points).toBe(2);
    // Replays asked Stripe nothing more, and counted nothing more.
    expect(stripeApi.to('GET', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(await counted('checkouts')).toBe(checkoutsBefore + 1);
    expect(await counted('renewals')).toBe(renewalsBefore + 1);
  });

  it('grants the plan badge and points with the first paid invoice, not when the trial starts', async () => {
    const m = await stripeMember({ planId: 'annual', priceId: 'price_annual', trialDays: 14 });
    expect((await subscriptionOf(ctx.app, m.token)).plan.id).toBe('annual');
    expect(await badgesOf(m.userId)).toEqual([]);
    expect((await userInfo(m.token)).points).toBe(0);
    // The trial's invoice pays nothing, and earns nothing.
    await expectDelivered(
      stripeEvent(
        'invoice.paid',
        stripeInvoice({ id: `in_${randomUUID()}`, subscriptionId: m.subscriptionId, amount: 0 }),
      ),
    );
    expect(await badgesOf(m.userId)).toEqual([]);
    await payAnnualInvoice(m);
    expect(await badgesOf(m.userId)).toEqual(['annual']);
    expect((await userInfo(m.token)).points).toBe(30);
  });

  it('records an invoice paid from the Stripe balance, with its points, and tells trials apart by billing reason', async () => {
    const m = await stripeMember({ trialDays: 14 });
    const credited = stripeInvoice({
      id: `in_${randomUUID()}`,
      subscriptionId: m.subscriptionId,
      amount: 399,
      fromBalance: true,
    });
    await expectDelivered(stripeEvent('invoice.paid', credited));
    expect(await receipts(m.token)).toEqual([expect.objectContaining({ status: 'paid', ...MONTHLY_CHARGE })]);
    expect((await userInfo(m.token)).points).toBe(2);
  });

  it('keeps the newer state when subscription updates arrive out of order', async () => {
    const m = await member();
    const id = `sub_${randomUUID().slice(0, 12)}`;
    const base = now();
    await expectDelivered(
      stripeEvent('customer.subscription.created', stripeSubscription({ id, userId: m.userId }), base),
    );
    const newer = stripeSubscription({ id, userId: m.userId, cancelAtPeriodEnd: true, periodDays: 60 });
    const older = stripeSubscription({ id, userId: m.userId, status: 'past_due' });
    await expectDelivered(stripeEvent('customer.subscription.updated', newer, base + 20));
    await expectDelivered(stripeEvent('customer.subscription.updated', older, base + 10));
    const subscription = await subscriptionOf(ctx.app, m.token);
    expect(subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, paymentFailed: false });
    expect(Date.parse(subscription.currentPeriodEnd)).toBe(newer.items.data[0]!.current_period_end * 1000);
  });

  it('marks a failed payment past due with a failed receipt, and a later payment makes it active', async () => {
    const m = await stripeMember();
    const failedBefore = await counted('renewals_failed');
    const invoiceId = `in_${randomUUID()}`;
    const retryAt = now() + 3 * DAY_S;
    await expectDelivered(
      stripeEvent(
        'invoice.payment_failed',
        stripeInvoice({
          id: invoiceId,
          subscriptionId: m.subscriptionId,
          amount: 399,
          attempt: 1,
          nextAttempt: retryAt,
        }),
      ),
    );
    expect(await subscriptionOf(ctx.app, m.token)).toMatchObject({
      status: 'past_due',
      paymentFailed: true,
      nextCharge: { at: new Date(retryAt * 1000).toISOString() },
    });
    expect(await userInfo(m.token)).toMatchObject({ hasSubscription: true, subscription: 'past_due' });
    // The grace days count from the first failure.
    expect((await rowsOf(m.userId))[0]!.pastDueSince?.getTime()).toBeGreaterThan(0);
    expect(await receipts(m.token)).toEqual([
      expect.objectContaining({ status: 'failed', amountCents: 399, failureMessage: PAYMENT_FAILED_MESSAGE }),
    ]);
    expect(await counted('renewals_failed')).toBe(failedBefore + 1);

    await expectDelivered(
      stripeEvent(
        'invoice.paid',
        stripeInvoice({ id: invoiceId, subscriptionId: m.subscriptionId, amount: 399 }),
      ),
    );
    expect(await subscriptionOf(ctx.app, m.token)).toMatchObject({ status: 'active', paymentFailed: false });
    expect((await rowsOf(m.userId))[0]!.pastDueSince).toBeNull();
    expect((await receipts(m.token)).map((receipt: { status: string }) => receipt.status)).toEqual(
      expect.arrayContaining(['paid', 'failed']),
    );
    expect((await userInfo(m.token)).points).toBe(2);
  });

  it('records an invoice that arrives before the subscription, reading the subscription from Stripe', async () => {
    const m = await member();
    const subscriptionId = `sub_${randomUUID().slice(0, 12)}`;
    stripeApi.subscriptions.set(subscriptionId, stripeSubscription({ id: subscriptionId, userId: m.userId }));
    await expectDelivered(
      stripeEvent('invoice.paid', stripeInvoice({ id: `in_${randomUUID()}`, subscriptionId, amount: 399 })),
    );
    expect(stripeApi.to('GET', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(await subscriptionOf(ctx.app, m.token)).toMatchObject({
      status: 'active',
      plan: { id: 'monthly' },
    });
    expect((await userInfo(m.token)).points).toBe(2);
  });

  it('ends the subscription when Stripe deletes it; the next checkout has no trial', async () => {
    const m = await stripeMember({ trialDays: 14 });
    const ended = stripeSubscription({ id: m.subscriptionId, userId: m.userId, status: 'canceled' });
    await expectDelivered(stripeEvent('customer.subscription.deleted', ended));
    expect(await subscriptionOf(ctx.app, m.token)).toBeNull();
    expect((await userInfo(m.token)).hasSubscription).toBe(false);
    const [row] = await rowsOf(m.userId);
    expect(row).toMatchObject({ status: 'canceled', endedAt: expect.any(Date) });

    stripeApi.calls.length = 0;
    expect((await checkout(ctx.app, m.token, { planId: 'monthly' })).statusCode).toBe(200);
    const [call] = stripeApi.to('POST', '/v1/checkout/sessions');
    expect(call!.form.has('subscription_data[trial_period_days]')).toBe(false);
    // Stripe knows the member by now: the checkout is for the same customer.
    expect(call!.form.get('customer')).toBe(`cus_${m.userId.slice(0, 8)}`);
    expect(call!.form.has('customer_email')).toBe(false);
  });

  it('keeps a deleted subscription ended when an update from the same second arrives after it', async () => {
    const m = await stripeMember();
    const at = now();
    const ended = stripeSubscription({ id: m.subscriptionId, userId: m.userId, status: 'canceled' });
    await expectDelivered(stripeEvent('customer.subscription.deleted', ended, at));
    const live = stripeSubscription({ id: m.subscriptionId, userId: m.userId, status: 'active' });
    await expectDelivered(stripeEvent('customer.subscription.updated', live, at));
    const [row] = await rowsOf(m.userId);
    expect(row).toMatchObject({ status: 'canceled', endedAt: expect.any(Date) });
    expect((await userInfo(m.token)).hasSubscription).toBe(false);
  });

  it('gives no access when unpaid, and waits for an incomplete first payment', async () => {
    const m = await member();
    const id = `sub_${randomUUID().slice(0, 12)}`;
    const base = now();
    await expectDelivered(
      stripeEvent(
        'customer.subscription.created',
        stripeSubscription({ id, userId: m.userId, status: 'incomplete' }),
        base,
      ),
    );
    expect(await rowsOf(m.userId)).toHaveLength(0);
    await expectDelivered(
      stripeEvent('customer.subscription.updated', stripeSubscription({ id, userId: m.userId }), base + 1),
    );
    expect((await subscriptionOf(ctx.app, m.token)).status).toBe('active');
    await expectDelivered(
      stripeEvent(
        'customer.subscription.updated',
        stripeSubscription({ id, userId: m.userId, status: 'unpaid' }),
        base + 2,
      ),
    );
    expect(await subscriptionOf(ctx.app, m.token)).toBeNull();
  });
});

describe('access without news from Stripe', () => {
  it('ends access once the period and the grace days have passed, though no event ended the subscription', async () => {
    // Periods that ended 3 and 10 days ago; the grace is 7 days.
    const within = await stripeMember({ start: now() - 33 * DAY_S });
    const past = await stripeMember({ start: now() - 40 * DAY_S });
    expect(await userInfo(within.token)).toMatchObject({ hasSubscription: true, subscription: 'active' });
    expect(await userInfo(past.token)).toMatchObject({ hasSubscription: false, subscription: 'active' });
    // The paywalls ask the same rule: a subscriber-only livestream plays for one and not the other.
    const [stream] = await ctx.database.db
      .insert(livestreams)
      .values({ title: 'Subscribers only', state: 'live', requiresSubscription: true, url: STREAM_URL })
      .returning();
    const plays = async (token: string) =>
      (await get('/v2/live/media', token))
        .json()
        .media.some(
          (item: { livestreamId: string; url: string }) =>
            item.livestreamId === stream!.id && item.url !== '',
        );
    expect(await plays(within.token)).toBe(true);
    expect(await plays(past.token)).toBe(false);
  });
});

describe('reconciling with Stripe', () => {
  const reconcile = (token: string) => post('/v1/admin/billing/reconcile', token);
  const auditOf = (subscriptionId: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'billing.subscription-reconcile'), eq(auditLog.targetId, subscriptionId)),
      );
  const liveStripeRows = async () =>
    (await ctx.database.db.select().from(subscriptions)).filter(
      (row) => row.provider === 'stripe' && row.status !== 'canceled',
    ).length;

  it('ends a subscription deleted at Stripe whose event was lost, and leaves one that matches alone', async () => {
    const official = await staffMember(ctx, AccountType.Official);
    const lost = await stripeMember();
    const matching = await stripeMember();
    stripeApi.subscriptions.set(
      lost.subscriptionId,
      stripeSubscription({ id: lost.subscriptionId, userId: lost.userId, status: 'canceled' }),
    );
    const [matchingBefore] = await rowsOf(matching.userId);
    const live = await liveStripeRows();
    stripeApi.calls.length = 0;

    const res = await reconcile(official.tokens.token);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.checked).toBe(live);
    expect(result.fixed).toBeGreaterThanOrEqual(1);
    expect(result.fixed + result.failed).toBeLessThanOrEqual(result.checked);
    expect(stripeApi.to('GET', `/v1/subscriptions/${lost.subscriptionId}`)).toHaveLength(1);

    const [ended] = await rowsOf(lost.userId);
    expect(ended).toMatchObject({ status: 'canceled', endedAt: expect.any(Date) });
    expect((await userInfo(lost.token)).hasSubscription).toBe(false);
    expect(await auditOf(ended!.id)).toEqual([
      expect.objectContaining({
        actorId: official.tokens.userId,
        before: expect.objectContaining({ status: 'active' }),
        after: expect.objectContaining({ status: 'canceled' }),
      }),
    ]);

    expect((await rowsOf(matching.userId))[0]).toEqual(matchingBefore);
    expect(await auditOf(matchingBefore!.id)).toEqual([]);
    expect((await userInfo(matching.token)).hasSubscription).toBe(true);
  });

  it('runs daily as a job, recorded in the audit log as the server', async () => {
    const m = await stripeMember();
    stripeApi.subscriptions.set(
      m.subscriptionId,
      stripeSubscription({ id: m.subscriptionId, userId: m.userId, cancelAtPeriodEnd: true }),
    );
    await runJob(ctx.jobs, RECONCILE_JOB);
    const [row] = await rowsOf(m.userId);
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await auditOf(row!.id)).toEqual([
      expect.objectContaining({
        actorId: null,
        before: expect.objectContaining({ cancelAtPeriodEnd: false }),
        after: expect.objectContaining({ cancelAtPeriodEnd: true }),
      }),
    ]);
  });

  it('runs on one node at a time, and only for Official accounts', async () => {
    const official = await staffMember(ctx, AccountType.Official);
    const creator = await staffMember(ctx, AccountType.Creator);
    await stripeMember();
    expect((await reconcile(creator.tokens.token)).statusCode).toBe(403);
    expect((await reconcile((await member()).token)).statusCode).toBe(403);

    // Only the first run's reads from here on: the checkout above may have read the subscription already.
    stripeApi.calls.length = 0;
    const release = stripeApi.hold();
    const first = reconcile(official.tokens.token);
    while (stripeApi.calls.every((call) => call.method !== 'GET'))
      await new Promise((r) => setTimeout(r, 20));
    const second = await reconcile(official.tokens.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(PLAN_ADMIN_MESSAGES.reconcileRunning);
    release();
    expect((await first).statusCode).toBe(200);
  });
});

describe('refunds on Stripe', () => {
  it("takes back a fully refunded invoice's points and badge, once; a partial refund leaves them", async () => {
    const m = await stripeMember({ planId: 'annual', priceId: 'price_annual' });
    const { paymentIntent } = await payAnnualInvoice(m);
    expect((await userInfo(m.token)).points).toBe(30);

    await expectDelivered(chargeRefunded(paymentIntent, false));
    expect((await userInfo(m.token)).points).toBe(30);
    expect(await badgesOf(m.userId)).toEqual(['annual']);

    const refund = chargeRefunded(paymentIntent);
    await expectDelivered(refund);
    await expectDelivered(chargeRefunded(paymentIntent));
    await expectDelivered(refund);
    expect((await get('/v1/points/', m.token)).json()).toEqual({
      points: 0,
      pointsAvailable: 0,
      pointsGained: 30,
      pointsSpent: 30,
    });
    expect(await badgesOf(m.userId)).toEqual([]);
    expect((await receipts(m.token)).map((receipt: { status: string }) => receipt.status)).toEqual([
      'refunded',
    ]);
  });

  it('takes the annual badge back with its refunded payment after a change to the monthly plan', async () => {
    const m = await stripeMember({ planId: 'annual', priceId: 'price_annual' });
    const { paymentIntent } = await payAnnualInvoice(m);
    // Changed in the customer portal: the change reaches the site as Stripe's update.
    await expectDelivered(
      stripeEvent(
        'customer.subscription.updated',
        stripeSubscription({ id: m.subscriptionId, userId: m.userId, planId: 'monthly', withCard: true }),
        now() + 1,
      ),
    );
    expect((await subscriptionOf(ctx.app, m.token)).plan.id).toBe('monthly');
    await expectDelivered(chargeRefunded(paymentIntent));
    expect(await badgesOf(m.userId)).toEqual([]);
    expect((await userInfo(m.token)).points).toBe(0);
  });

  it('leaves a balance below zero when the refunded points were spent, and Greenlight refuses it', async () => {
    const staff = await staffMember(ctx, AccountType.Official);
    const battle = await createBattle(ctx, staff.tokens.token, { min: 1, max: 100 });
    const m = await stripeMember({ planId: 'annual', priceId: 'price_annual' });
    const { paymentIntent } = await payAnnualInvoice(m);
    const contribute = (amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/v5/projects/${battle.leftProject.id}/${amount}`,
        headers: { ...bearer(m.token), 'idempotency-key': randomUUID() },
      });
    expect((await contribute(25)).json().pointsAvailable).toBe(5);

    await expectDelivered(chargeRefunded(paymentIntent));
    expect((await userInfo(m.token)).points).toBe(-25);
    const refused = await contribute(1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.Amount).toEqual([PROJECT_MESSAGES.notEnough(-25)]);
    expect((await userInfo(m.token)).points).toBe(-25);
  });
});

describe('disputes on Stripe', () => {
  const disputeEvent = (type: 'created' | 'closed', dispute: ReturnType<typeof stripeDispute>) =>
    stripeEvent(`charge.dispute.${type}`, dispute);
  const receiptStatuses = async (token: string) =>
    (await receipts(token)).map((receipt: { status: string }) => receipt.status);
  const disputesCounted = () => counted('disputes');

  it("holds a disputed payment's points and badge while open and gives them back when the dispute is won", async () => {
    const m = await stripeMember({ planId: 'annual', priceId: 'price_annual' });
    const { paymentIntent } = await payAnnualInvoice(m);
    const counted = await disputesCounted();
    const opened = stripeDispute({ id: `dp_${randomUUID().slice(0, 12)}`, paymentIntent, amount: 3999 });
    const created = disputeEvent('created', opened);
    await expectDelivered(created);
    await expectDelivered(created);
    expect(await receiptStatuses(m.token)).toEqual(['disputed']);
    expect((await userInfo(m.token)).points).toBe(0);
    expect(await badgesOf(m.userId)).toEqual([]);
    expect(await disputesCounted()).toBe(counted + 1);
    // Access follows Stripe's subscription, as with a refund.
    expect((await userInfo(m.token)).hasSubscription).toBe(true);

    const won = disputeEvent('closed', { ...opened, status: 'won' });
    await expectDelivered(won);
    await expectDelivered(won);
    // An opening delivered again after the outcome changes nothing.
    await expectDelivered(disputeEvent('created', opened));
    expect(await receiptStatuses(m.token)).toEqual(['paid']);
    expect((await get('/v1/points/', m.token)).json()).toMatchObject({ points: 30, pointsGained: 60 });
    expect(await badgesOf(m.userId)).toEqual(['annual']);

    // A refund after a won dispute takes back what was given again.
    await expectDelivered(chargeRefunded(paymentIntent));
    expect(await receiptStatuses(m.token)).toEqual(['refunded']);
    expect((await userInfo(m.token)).points).toBe(0);
    expect(await badgesOf(m.userId)).toEqual([]);
  });

  it('refunds a lost dispute: points already spent leave the balance below zero', async () => {
    const staff = await staffMember(ctx, AccountType.Official);
    const battle = await createBattle(ctx, staff.tokens.token, { min: 1, max: 100 });
    const m = await stripeMember({ planId: 'annual', priceId: 'price_annual' });
    const { paymentIntent } = await payAnnualInvoice(m);
    const spent = await ctx.app.inject({
      method: 'POST',
      url: `/v5/projects/${battle.leftProject.id}/25`,
      headers: { ...bearer(m.token), 'idempotency-key': randomUUID() },
    });
    expect(spent.json().pointsAvailable).toBe(5);

    const dispute = stripeDispute({ id: `dp_${randomUUID().slice(0, 12)}`, paymentIntent, amount: 3999 });
    await expectDelivered(disputeEvent('created', dispute));
    await expectDelivered(disputeEvent('closed', { ...dispute, status: 'lost' }));
    expect(await receiptStatuses(m.token)).toEqual(['refunded']);
    expect((await userInfo(m.token)).points).toBe(-25);
    expect(await badgesOf(m.userId)).toEqual([]);
    // A refund reported as well takes nothing more.
    await expectDelivered(chargeRefunded(paymentIntent));
    expect((await userInfo(m.token)).points).toBe(-25);
  });

  it('lists disputes in the console for Official accounts, with state, amount, member and dates', async () => {
    const official = await staffMember(ctx, AccountType.Official);
    const creator = await staffMember(ctx, AccountType.Creator);
    const m = await stripeMember({ planId: 'annual', priceId: 'price_annual' });
    const { paymentIntent } = await payAnnualInvoice(m);
    const id = `dp_${randomUUID().slice(0, 12)}`;
    const dispute = stripeDispute({ id, paymentIntent, amount: 3999, reason: 'product_not_received' });
    await expectDelivered(disputeEvent('created', dispute));
    await expectDelivered(disputeEvent('closed', { ...dispute, status: 'lost' }));

    expect((await get('/v1/admin/billing/disputes', creator.tokens.token)).statusCode).toBe(403);
    const res = await get('/v1/admin/billing/disputes', official.tokens.token);
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().disputes.find((row: { id: string }) => row.id === id);
    expect(listed).toEqual({
      id,
      status: 'lost',
      amountCents: 3999,
      currency: 'usd',
      reason: 'product_not_received',
      description: 'Annual subscription',
      member: { userId: m.userId, email: m.email, displayName: m.displayName },
      openedAt: new Date(dispute.created * 1000).toISOString(),
      closedAt: expect.any(String),
    });
  });
});

describe('changes made in the app', () => {
  it('cancels, resumes and changes plan through subscriptions.update', async () => {
    const m = await stripeMember();
    const path = `/v1/subscriptions/${m.subscriptionId}`;

    const cancelled = await post('/v1/subscription/cancel', m.token);
    expect(cancelled.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, nextCharge: null });
    expect(stripeApi.to('POST', path).map((call) => Object.fromEntries(call.form))).toEqual([
      { cancel_at_period_end: 'true' },
    ]);

    stripeApi.calls.length = 0;
    const resumed = await post('/v1/subscription/resume', m.token);
    expect(resumed.json().subscription).toMatchObject({ cancelAtPeriodEnd: false });
    expect(stripeApi.to('POST', path).map((call) => Object.fromEntries(call.form))).toEqual([
      { cancel_at_period_end: 'false' },
    ]);

    stripeApi.calls.length = 0;
    const changed = await requestAs(ctx.app, m.token, 'PUT', '/v1/subscription/plan', { planId: 'annual' });
    expect(changed.json().subscription).toMatchObject({ plan: { id: 'annual' } });
    expect(stripeApi.to('GET', path)).toHaveLength(1);
    expect(stripeApi.to('POST', path).map((call) => Object.fromEntries(call.form))).toEqual([
      {
        'items[0][id]': `si_${m.subscriptionId}`,
        'items[0][price]': 'price_annual',
        proration_behavior: 'none',
      },
    ]);
  });

  it('applies a discount code as its Stripe promotion code', async () => {
    const m = await stripeMember();
    const subscription = await subscriptionOf(ctx.app, m.token);
    const res = await post('/v3/stripecoupon/coupon', m.token, {
      subscriptionId: subscription.id,
      coupon: 'crew20',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      stripeApi
        .to('POST', `/v1/subscriptions/${m.subscriptionId}`)
        .map((call) => Object.fromEntries(call.form)),
    ).toEqual([{ 'discounts[0][promotion_code]': 'promo_crew20' }]);

    // Each paid invoice Stripe discounted uses up a month of it.
    await expectDelivered(
      stripeEvent(
        'invoice.paid',
        stripeInvoice({
          id: `in_${randomUUID()}`,
          subscriptionId: m.subscriptionId,
          amount: 319,
          discount: 80,
        }),
      ),
    );
    expect((await subscriptionOf(ctx.app, m.token)).discount).toEqual({
      code: 'CREW20',
      percentOff: 20,
      monthsRemaining: 2,
    });
  });

  it('refuses a code Stripe has no promotion code for: it would discount nothing', async () => {
    const m = await stripeMember();
    const subscription = await subscriptionOf(ctx.app, m.token);
    const res = await post('/v3/stripecoupon/coupon', m.token, {
      subscriptionId: subscription.id,
      coupon: 'WELCOME50',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COUPON_MESSAGES.notOnProvider);
    expect(stripeApi.to('POST', `/v1/subscriptions/${m.subscriptionId}`)).toEqual([]);
    expect((await subscriptionOf(ctx.app, m.token)).discount).toBeNull();
  });

  it('cancels a second subscription that got through and refunds its payment, with a refunded receipt', async () => {
    // Its checkout completing first, or its invoice arriving first: either way one refund and one receipt.
    for (const invoiceFirst of [false, true]) {
      const m = await stripeMember();
      stripeApi.calls.length = 0;
      const second = `sub_${randomUUID().slice(0, 12)}`;
      const invoiceId = `in_${randomUUID()}`;
      const paymentIntent = `pi_${randomUUID().slice(0, 12)}`;
      stripeApi.payments.set(paymentIntent, { invoice: invoiceId, amount: 399 });
      stripeApi.subscriptions.set(
        second,
        stripeSubscription({ id: second, userId: m.userId, withCard: true, latestInvoice: invoiceId }),
      );
      const completed = checkoutCompleted({ subscriptionId: second, userId: m.userId });
      const paid = stripeEvent(
        'invoice.paid',
        stripeInvoice({
          id: invoiceId,
          subscriptionId: second,
          amount: 399,
          billingReason: 'subscription_create',
        }),
      );
      for (const event of invoiceFirst ? [paid, completed] : [completed, paid]) await expectDelivered(event);
      await expectDelivered(chargeRefundedEvent(paymentIntent, { amount: 399 }));
      await expectDelivered(completed);

      const cancels = stripeApi.to('DELETE', `/v1/subscriptions/${second}`);
      expect(cancels).toHaveLength(1);
      // Cancelled outright: nothing is credited to the Stripe balance.
      expect(Object.fromEntries(cancels[0]!.form)).toEqual({});
      const refunds = stripeApi.to('POST', '/v1/refunds');
      expect(refunds.map((call) => Object.fromEntries(call.form))).toEqual([
        { payment_intent: paymentIntent },
      ]);
      expect(refunds[0]!.idempotencyKey).toBe(`duplicate:${second}:${paymentIntent}`);

      expect(await receipts(m.token)).toEqual([
        expect.objectContaining({ status: 'refunded', ...MONTHLY_CHARGE }),
      ]);
      expect((await userInfo(m.token)).points).toBe(0);
      const rows = await rowsOf(m.userId);
      expect(
        rows.filter((row) => row.status !== 'canceled').map((row) => row.providerSubscriptionId),
      ).toEqual([m.subscriptionId]);
      expect(rows.find((row) => row.providerSubscriptionId === second)?.status).toBe('canceled');
      expect(await subscriptionOf(ctx.app, m.token)).toMatchObject({ status: 'active' });
    }
  });

  it('makes one Stripe customer for two checkouts at once, and expires the older open checkout', async () => {
    const m = await member();
    const release = stripeApi.holdCustomers();
    const first = checkout(ctx.app, m.token, { planId: 'monthly' });
    const second = checkout(ctx.app, m.token, { planId: 'monthly' });
    try {
      // Both checkouts are under way: one is making the customer, the other waits its turn (or makes another).
      await vi.waitFor(async () => {
        const making = stripeApi.to('POST', '/v1/customers').length;
        expect(making === 2 || (making === 1 && (await waitingLocks()) > 0)).toBe(true);
      });
    } finally {
      release();
    }
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(stripeApi.to('POST', '/v1/customers')).toHaveLength(1);
    const customerId = await customerOf(m.userId);
    const sessions = stripeApi.to('POST', '/v1/checkout/sessions');
    expect(sessions.map((call) => call.form.get('customer'))).toEqual([customerId, customerId]);
    // The checkout started last is the one left open.
    const states = [...stripeApi.sessions.values()].filter((session) => session.customer === customerId);
    expect(states.map((session) => session.status)).toEqual(['expired', 'open']);

    // Back and pay again: the page left open is ended before the new one starts.
    expect((await checkout(ctx.app, m.token, { planId: 'annual' })).statusCode).toBe(200);
    const after = [...stripeApi.sessions.values()].filter((session) => session.customer === customerId);
    expect(after.map((session) => session.status)).toEqual(['expired', 'expired', 'open']);
    expect(stripeApi.to('POST', '/v1/customers')).toHaveLength(1);
  });

  it('cancels a subscription started here for an erased account, and leaves alone one started elsewhere', async () => {
    const orphan = `sub_${randomUUID().slice(0, 12)}`;
    const erasedMembers = stripeSubscription({ id: orphan, userId: randomUUID() });
    stripeApi.subscriptions.set(orphan, erasedMembers);
    await expectDelivered(stripeEvent('customer.subscription.created', erasedMembers));
    expect(stripeApi.to('DELETE', `/v1/subscriptions/${orphan}`)).toHaveLength(1);

    const foreign = `sub_${randomUUID().slice(0, 12)}`;
    const elsewhere = { ...stripeSubscription({ id: foreign, userId: randomUUID() }), metadata: {} };
    await expectDelivered(stripeEvent('customer.subscription.created', elsewhere));
    expect(stripeApi.to('DELETE', `/v1/subscriptions/${foreign}`)).toEqual([]);
  });

  it('cancels the Stripe subscription of an account being erased', async () => {
    const m = await stripeMember();
    await ctx.database.db
      .update(users)
      .set({
        deleteRequestedAt: new Date(),
        deleteAfter: new Date(Date.now() - 1000),
        deleteReason: 'leaving',
      })
      .where(eq(users.id, m.userId));
    await runJob(ctx.jobs, 'erase-deleted-accounts');
    expect(stripeApi.to('DELETE', `/v1/subscriptions/${m.subscriptionId}`)).toHaveLength(1);
    expect(await rowsOf(m.userId)).toEqual([]);
  });

  it('opens the Stripe customer portal', async () => {
    const m = await stripeMember();
    const res = await post('/v1/billing/portal', m.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: `https://billing.stripe.test/p/session/cus_${m.userId.slice(0, 8)}` });
    const [call] = stripeApi.to('POST', '/v1/billing_portal/sessions');
    expect(call!.form.get('customer')).toBe(`cus_${m.userId.slice(0, 8)}`);
    expect(call!.form.get('return_url')).toMatch(/\/account$/);
  });
});

describe('gifts on Stripe', () => {
  /** A gift bought on Checkout, recorded by the webhook; answers its code and the payment intent that paid it. */
  async function stripeGift(buyer: { userId: string }) {
    const session = `cs_test_${randomUUID()}`;
    const paymentIntent = `pi_${randomUUID().slice(0, 12)}`;
    stripeApi.payments.set(paymentIntent, { session, amount: 798 });
    await expectDelivered(
      stripeEvent('checkout.session.completed', {
        id: session,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        payment_intent: paymentIntent,
        client_reference_id: buyer.userId,
        amount_subtotal: 798,
        amount_total: 798,
        currency: 'usd',
        total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
        metadata: { userId: buyer.userId, kind: 'gift', months: '2', recipientEmail: '', message: '' },
        subscription: null,
      }),
    );
    const [gift] = await ctx.database.db.select().from(gifts).where(eq(gifts.purchaserId, buyer.userId));
    return { code: gift!.code, paymentIntent };
  }

  it("stops a refunded gift's code from working, and shows the purchase refunded", async () => {
    const buyer = await member();
    const { code, paymentIntent } = await stripeGift(buyer);
    await expectDelivered(chargeRefundedEvent(paymentIntent, { amount: 798 }));
    expect(await receipts(buyer.token)).toEqual([
      expect.objectContaining({ status: 'refunded', description: 'Gift subscription, 2 months' }),
    ]);
    const recipient = await member();
    const res = await post('/v1/gifts/redeem', recipient.token, { code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'GIFT_REFUNDED', message: GIFT_MESSAGES.refunded });
    expect((await userInfo(recipient.token)).hasSubscription).toBe(false);
  });

  it("holds a disputed gift's code until the dispute is won", async () => {
    const buyer = await member();
    const { code, paymentIntent } = await stripeGift(buyer);
    const dispute = stripeDispute({ id: `dp_${randomUUID().slice(0, 12)}`, paymentIntent, amount: 798 });
    await expectDelivered(stripeEvent('charge.dispute.created', dispute));
    const recipient = await member();
    expect((await post('/v1/gifts/redeem', recipient.token, { code })).json().error).toBe('GIFT_REFUNDED');
    await expectDelivered(stripeEvent('charge.dispute.closed', { ...dispute, status: 'won' }));
    expect((await post('/v1/gifts/redeem', recipient.token, { code })).statusCode).toBe(200);
  });

  it('refunds a redeemed gift as a subscription payment is refunded: access stays, nothing earned is left', async () => {
    const buyer = await member();
    const { code, paymentIntent } = await stripeGift(buyer);
    const recipient = await member();
    const redeemed = await post('/v1/gifts/redeem', recipient.token, { code });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    await expectDelivered(chargeRefundedEvent(paymentIntent, { amount: 798 }));
    expect((await receipts(buyer.token)).map((receipt: { status: string }) => receipt.status)).toEqual([
      'refunded',
    ]);
    expect(await userInfo(recipient.token)).toMatchObject({
      hasSubscription: true,
      subscriptionEndDate: redeemed.json().subscriptionEndDate,
      points: 0,
    });
    expect(await badgesOf(recipient.userId)).toEqual([]);
  });

  it('pays for a gift on Checkout and records it when the payment completes', async () => {
    const m = await member();
    const key = randomUUID();
    const recipient = `friend-${randomUUID().slice(0, 8)}@crewcast.test`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/gifts',
      headers: { ...bearer(m.token), 'idempotency-key': key },
      payload: { months: 3, recipientEmail: recipient, message: 'Enjoy the shows' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'redirect',
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });
    const [call] = stripeApi.to('POST', '/v1/checkout/sessions');
    expect(call!.idempotencyKey).toBe(`gift:${m.userId}:${key}`);
    expect(Object.fromEntries(call!.form)).toMatchObject({
      mode: 'payment',
      'metadata[kind]': 'gift',
      'metadata[months]': '3',
      'metadata[recipientEmail]': recipient,
      'metadata[message]': 'Enjoy the shows',
      'line_items[0][price_data][unit_amount]': '1197',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Gift subscription, 3 months',
    });
    expect(call!.form.has('line_items[0][price_data][recurring][interval]')).toBe(false);
    expect(call!.form.has('subscription_data[metadata][userId]')).toBe(false);
    // A Stripe promotion code would discount a gift that keeps its full months.
    expect(call!.form.has('allow_promotion_codes')).toBe(false);
    expect((await get('/v1/gifts', m.token)).json()).toEqual([]);

    const metadata = Object.fromEntries(
      [...call!.form].flatMap(([name, value]) => {
        const match = /^metadata\[(\w+)\]$/.exec(name);
        return match ? [[match[1]!, value]] : [];
      }),
    );
    const completed = stripeEvent('checkout.session.completed', {
      id: `cs_test_${randomUUID()}`,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: m.userId,
      amount_subtotal: 1197,
      amount_total: 1197,
      currency: 'usd',
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      metadata,
      subscription: null,
    });
    await expectDelivered(completed);
    await expectDelivered(completed);

    const bought = (await get('/v1/gifts', m.token)).json();
    expect(bought).toEqual([
      expect.objectContaining({
        months: 3,
        priceCents: 1197,
        currency: 'usd',
        recipientEmail: recipient,
        message: 'Enjoy the shows',
        status: 'pending',
      }),
    ]);
    const giftInvoices = await ctx.database.db.select().from(invoices).where(eq(invoices.userId, m.userId));
    expect(giftInvoices).toEqual([
      expect.objectContaining({
        amountCents: 1197,
        status: 'paid',
        description: 'Gift subscription, 3 months',
      }),
    ]);
    expect(
      await readMail(ctx.config.DATA_DIR, recipient, `${m.displayName} sent you a Crewcast gift`),
    ).toContain(bought[0].code);
  });

  it('adds a redeemed gift to a Stripe subscription as time before its next charge, not as a trial', async () => {
    const buyer = await member();
    const [gift] = await ctx.database.db
      .insert(gifts)
      .values({
        purchaserId: buyer.userId,
        months: 2,
        priceCents: 798,
        currency: 'usd',
        code: 'GIFT-STRP-TEST-0001',
      })
      .returning();
    const m = await stripeMember();
    const before = await subscriptionOf(ctx.app, m.token);
    const res = await post('/v1/gifts/redeem', m.token, { code: gift!.code });
    expect(res.statusCode, res.body).toBe(200);
    const giftEnd = Date.parse(res.json().subscriptionEndDate);
    const [update] = stripeApi.to('POST', `/v1/subscriptions/${m.subscriptionId}`);
    expect(Number(update!.form.get('trial_end'))).toBe(giftEnd / 1000);

    // Stripe reports the moved charge as a trial; the member's subscription stays an active, paid one.
    const moved = {
      ...stripeSubscription({ id: m.subscriptionId, userId: m.userId, withCard: true }),
      status: 'trialing',
      trial_end: giftEnd / 1000,
    };
    await expectDelivered(stripeEvent('customer.subscription.updated', moved, now() + 1));
    expect(await subscriptionOf(ctx.app, m.token)).toMatchObject({
      status: 'active',
      trialEnd: before.trialEnd,
    });
    expect(await userInfo(m.token)).toMatchObject({ isInTrial: false, hasSubscription: true });
  });
});
