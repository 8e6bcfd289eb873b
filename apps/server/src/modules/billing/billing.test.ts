import { randomUUID } from 'node:crypto';
import { AccountType } from '@crewcast/contracts/account';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { card, checkout, MONTHLY_CHARGE, subscriptionOf, TEST_CARDS } from '../../test/billing';
import {
  device,
  guardedPost,
  readMail,
  registerMember,
  requestAs,
  type TestMember,
} from '../../test/members';
import { staffMember } from '../../test/realtime';
import { DEMO_PASSWORD } from '../../seed/demo';
import { createFakeClock, runJob, useTestApp } from '../../test/test-app';
import { badgeGrants } from '../badges/badges.schema';
import { livestreams } from '../live/live.schema';
import { invoices, subscriptions } from './billing.schema';
import { createTestPaymentProvider, DECLINED_MESSAGE, TEST_CARD_ONLY_MESSAGE } from './test-provider';

const clock = createFakeClock();
let staff: TestMember;
const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' }, { clock });
beforeAll(async () => {
  staff = await staffMember(ctx, AccountType.Official);
});

const DAY = 86_400_000;
const get = (url: string, token: string) => requestAs(ctx.app, token, 'GET', url);
const post = (url: string, token: string, payload?: object) =>
  requestAs(ctx.app, token, 'POST', url, payload);
const userInfo = async (token: string) =>
  (await get('/v1/userinfo/query?select=subscription,points', token)).json();
const badgesOf = async (userId: string) =>
  (await ctx.database.db.select().from(badgeGrants).where(eq(badgeGrants.userId, userId))).map(
    (grant) => grant.type,
  );
const changePlan = (token: string, planId: string) =>
  requestAs(ctx.app, token, 'PUT', '/v1/subscription/plan', { planId });
/** The biller's round, as its schedule runs it. */
const settle = () => runJob(ctx.jobs, 'settle-due-subscriptions');

async function subscribedMember(planId = 'monthly', number: string = TEST_CARDS.succeeds) {
  const member = await registerMember(ctx.app);
  const res = await checkout(ctx.app, member.tokens.token, { planId, card: card(number) });
  expect(res.statusCode, res.body).toBe(200);
  return { ...member, userId: member.tokens.userId, token: member.tokens.token };
}

describe('plans and checkout', () => {
  it('offers the seeded plans with a 14-day trial in test mode', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/billing/options' });
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options).toMatchObject({ provider: 'test', testMode: true, trialAvailable: true });
    expect(options.plans).toEqual([
      expect.objectContaining({
        id: 'monthly',
        priceCents: 399,
        currency: 'usd',
        interval: 'month',
        trialDays: 14,
        pointsPerPeriod: 2,
        badge: null,
      }),
      expect.objectContaining({
        id: 'annual',
        priceCents: 3999,
        interval: 'year',
        trialDays: 14,
        pointsPerPeriod: 30,
        badge: 'annual',
      }),
    ]);
  });

  it('refuses a checkout without an idempotency key, card, known plan or test card number', async () => {
    const { tokens } = await registerMember(ctx.app);
    const noKey = await requestAs(ctx.app, tokens.token, 'POST', '/v1/checkout', {
      planId: 'monthly',
      card: card(),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);

    const noCard = await checkout(ctx.app, tokens.token, { planId: 'monthly' });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().fields.card).toEqual(['Enter your card details.']);

    const unknownPlan = await checkout(ctx.app, tokens.token, { planId: 'weekly', card: card() });
    expect(unknownPlan.statusCode).toBe(404);
    expect(unknownPlan.json().message).toBe('That plan does not exist.');

    const realCard = await checkout(ctx.app, tokens.token, {
      planId: 'monthly',
      card: card('4111 1111 1111 1111'),
    });
    expect(realCard.statusCode).toBe(400);
    expect(realCard.json()).toMatchObject({
      message: TEST_CARD_ONLY_MESSAGE,
      fields: { 'card.number': [TEST_CARD_ONLY_MESSAGE] },
    });

    const badCvc = await checkout(ctx.app, tokens.token, {
      planId: 'monthly',
      card: { ...card(), cvc: '1' },
    });
    expect(badCvc.statusCode).toBe(400);
    expect(badCvc.json().fields['card.cvc']).toBeDefined();
    expect(await subscriptionOf(ctx.app, tokens.token)).toBeNull();
  });

  it('declines 4000 0000 0000 0002 with a message and stores nothing', async () => {
    const { tokens } = await registerMember(ctx.app);
    const res = await checkout(ctx.app, tokens.token, { planId: 'monthly', card: card(TEST_CARDS.declined) });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(DECLINED_MESSAGE);
    expect(await subscriptionOf(ctx.app, tokens.token)).toBeNull();
    expect((await userInfo(tokens.token)).hasSubscription).toBe(false);
  });

  it('starts a 14-day trial that user info reports, and refuses a second subscription', async () => {
    const { tokens } = await registerMember(ctx.app);
    const res = await checkout(ctx.app, tokens.token, { planId: 'monthly', card: card() });
    expect(res.statusCode).toBe(200);
    const { subscription } = res.json();
    expect(subscription).toMatchObject({
      status: 'trialing',
      plan: { id: 'monthly' },
      cancelAtPeriodEnd: false,
      card: { brand: 'Visa', last4: '4242' },
      nextCharge: { amountCents: 399, currency: 'usd' },
      prepaid: false,
      canUpdatePlan: true,
      hasPortal: false,
    });
    expect(Date.parse(subscription.trialEnd) - clock().getTime()).toBe(14 * DAY);
    expect(subscription.nextCharge.at).toBe(subscription.trialEnd);

    expect(await userInfo(tokens.token)).toMatchObject({
      hasSubscription: true,
      subscription: 'trialing',
      subscriptionId: subscription.id,
      subscriptionType: 'test',
      subscriptionCancelled: false,
      subscriptionEndDate: subscription.trialEnd,
      automaticRenewal: true,
      plan: 'Monthly',
      planId: 'monthly',
      isInTrial: true,
      canUpdatePlan: true,
      points: 0,
    });
    const options = (await get('/v1/billing/options', tokens.token)).json();
    expect(options.trialAvailable).toBe(false);

    const again = await checkout(ctx.app, tokens.token, { planId: 'annual', card: card() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a subscription.');
  });

  it('makes one subscription from 20 parallel checkouts with the same idempotency key', async () => {
    const { tokens } = await registerMember(ctx.app);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkout(ctx.app, tokens.token, { planId: 'monthly', card: card() }, key),
      ),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(responses.map((res) => res.json().subscription.id));
    expect(ids.size).toBe(1);
    const user = (await userInfo(tokens.token)).subscriptionId;
    const rows = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, user));
    expect(rows).toHaveLength(1);
    const all = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, rows[0]!.userId));
    expect(all).toHaveLength(1);
  });

  it('earns the annual plan nothing in the trial with a card that never pays, nor after cancelling', async () => {
    const member = await subscribedMember('annual', TEST_CARDS.failsAtRenewal);
    expect((await subscriptionOf(ctx.app, member.token)).status).toBe('trialing');
    expect((await userInfo(member.token)).points).toBe(0);
    expect(await badgesOf(member.userId)).toEqual([]);
    await post('/v1/subscription/cancel', member.token);
    clock.advanceDays(14);
    await settle();
    expect(await subscriptionOf(ctx.app, member.token)).toBeNull();
    expect((await get('/v1/points/', member.token)).json()).toMatchObject({ pointsGained: 0 });
    expect(await badgesOf(member.userId)).toEqual([]);
  });

  it('earns the annual plan its 30 points and badge with the first paid invoice, once', async () => {
    const member = await subscribedMember('annual');
    expect((await userInfo(member.token)).points).toBe(0);
    expect(await badgesOf(member.userId)).toEqual([]);
    clock.advanceDays(14);
    await settle();
    expect((await subscriptionOf(ctx.app, member.token)).status).toBe('active');
    expect((await get('/v1/points/', member.token)).json()).toMatchObject({ pointsGained: 30 });
    expect((await post('/v1/points/recalculate', member.token)).json().pointsGained).toBe(30);
    expect(await badgesOf(member.userId)).toEqual(['annual']);
  });

  it('charges the test card once per checkout key: the provider sees the request key, not a fresh one', async () => {
    const member = await registerMember(ctx.app);
    await checkout(ctx.app, member.tokens.token, { planId: 'monthly', card: card() });
    await post('/v1/subscription/cancel', member.tokens.token);
    clock.advanceDays(14);
    await settle();
    // The trial is used: this checkout is charged at once, under its own key.
    const key = randomUUID();
    const res = await checkout(ctx.app, member.tokens.token, { planId: 'monthly', card: card() }, key);
    expect(res.json().subscription.status).toBe('active');
    const [invoice] = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, member.tokens.userId));
    // Repeating the charge with the request's key is the same charge, so a retried request never pays twice.
    const repeated = await createTestPaymentProvider().charge({
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2040, token: 'succeeds' },
      ...MONTHLY_CHARGE,
      idempotencyKey: `checkout:${member.tokens.userId}:${key}`,
    });
    expect(repeated).toEqual({ ok: true, reference: invoice!.providerReference });
  });
});

describe('the biller', () => {
  it('charges when the trial ends, renews every month and earns 2 points per paid month', async () => {
    const member = await subscribedMember('monthly');
    clock.advanceDays(14);
    await settle();
    let subscription = await subscriptionOf(ctx.app, member.token);
    expect(subscription.status).toBe('active');
    expect((await userInfo(member.token)).points).toBe(2);

    clock.advanceDays(31);
    await settle();
    subscription = await subscriptionOf(ctx.app, member.token);
    expect(subscription.status).toBe('active');
    expect((await get('/v1/points/', member.token)).json()).toEqual({
      points: 4,
      pointsAvailable: 4,
      pointsGained: 4,
      pointsSpent: 0,
    });
    const receipts = (await get('/v1/subscription/receipts', member.token)).json();
    expect(receipts).toHaveLength(2);
    expect(receipts[0]).toMatchObject({ status: 'paid', ...MONTHLY_CHARGE });
    expect((await post('/v1/points/recalculate', member.token)).json().pointsGained).toBe(4);
  });

  it('keeps access after a cancel until the period ends, then ends without charging', async () => {
    const member = await subscribedMember('monthly');
    const cancelled = (await post('/v1/subscription/cancel', member.token)).json().subscription;
    expect(cancelled).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true, nextCharge: null });
    expect(await userInfo(member.token)).toMatchObject({
      hasSubscription: true,
      subscriptionCancelled: true,
      automaticRenewal: false,
    });

    clock.advanceDays(14);
    await settle();
    expect(await subscriptionOf(ctx.app, member.token)).toBeNull();
    expect((await userInfo(member.token)).hasSubscription).toBe(false);
    expect((await get('/v1/subscription/receipts', member.token)).json()).toEqual([]);

    // The trial was used: subscribing again is charged at once.
    const again = await checkout(ctx.app, member.token, { planId: 'monthly', card: card() });
    expect(again.json().subscription).toMatchObject({ status: 'active', trialEnd: null });
    expect((await get('/v1/subscription/receipts', member.token)).json()).toHaveLength(1);
  });

  it('resumes a cancelled subscription before the end and changes plan', async () => {
    const member = await subscribedMember('monthly');
    expect((await post('/v1/subscription/resume', member.token)).statusCode).toBe(400);
    await post('/v1/subscription/cancel', member.token);
    const resumed = (await post('/v1/subscription/resume', member.token)).json().subscription;
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false, nextCharge: { amountCents: 399 } });

    const changed = await requestAs(ctx.app, member.token, 'PUT', '/v1/subscription/plan', {
      planId: 'annual',
    });
    expect(changed.json().subscription).toMatchObject({
      plan: { id: 'annual' },
      nextCharge: { amountCents: 3999 },
    });
    const same = await requestAs(ctx.app, member.token, 'PUT', '/v1/subscription/plan', { planId: 'annual' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('You are already on this plan.');
    // The new plan's badge comes with its first paid invoice, not with the change.
    expect(await badgesOf(member.userId)).toEqual([]);

    clock.advanceDays(14);
    await settle();
    expect((await userInfo(member.token)).points).toBe(30);
    expect(await badgesOf(member.userId)).toEqual(['annual']);
  });

  it('gives a gifted subscription that changes plan no badge, before or after switching back', async () => {
    const { tokens } = await registerMember(ctx.app);
    const granted = await requestAs(
      ctx.app,
      staff.tokens.token,
      'POST',
      `/v1/admin/members/${tokens.userId}/subscription-time`,
      { amount: 2, unit: 'months', reason: 'Gifted in a test' },
    );
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await changePlan(tokens.token, 'annual')).statusCode).toBe(200);
    expect(await badgesOf(tokens.userId)).toEqual([]);
    expect((await changePlan(tokens.token, 'monthly')).statusCode).toBe(200);
    expect(await badgesOf(tokens.userId)).toEqual([]);
    expect((await userInfo(tokens.token)).points).toBe(0);
  });

  it('retries a renewal that fails, mails the member, and recovers with a new card', async () => {
    const member = await subscribedMember('monthly', TEST_CARDS.failsAtRenewal);
    clock.advanceDays(14);
    await settle();
    let subscription = await subscriptionOf(ctx.app, member.token);
    expect(subscription).toMatchObject({ status: 'past_due', paymentFailed: true, canUpdatePlan: false });
    expect((await userInfo(member.token)).hasSubscription).toBe(true);
    const [failed] = (await get('/v1/subscription/receipts', member.token)).json();
    expect(failed).toMatchObject({ status: 'failed', failureMessage: DECLINED_MESSAGE });
    expect(
      await readMail(ctx.config.DATA_DIR, member.email, 'Your Crewcast payment did not go through'),
    ).toContain('Your card was declined.');

    clock.advanceDays(1);
    await settle();
    expect((await subscriptionOf(ctx.app, member.token)).status).toBe('past_due');

    const updated = await requestAs(ctx.app, member.token, 'PUT', '/v1/subscription/card', { card: card() });
    expect(updated.statusCode).toBe(200);
    subscription = updated.json().subscription;
    expect(subscription).toMatchObject({ status: 'active', paymentFailed: false, card: { last4: '4242' } });
    expect((await userInfo(member.token)).points).toBe(2);
  });

  it('ends the subscription when every retry has failed', async () => {
    const member = await subscribedMember('monthly', TEST_CARDS.failsAtRenewal);
    clock.advanceDays(14);
    await settle();
    for (const days of [1, 3, 5]) {
      clock.advanceDays(days);
      await settle();
    }
    expect(await subscriptionOf(ctx.app, member.token)).toBeNull();
    const receipts = (await get('/v1/subscription/receipts', member.token)).json();
    expect(receipts.map((receipt: { status: string }) => receipt.status)).toEqual(Array(4).fill('failed'));
  });

  it('answers 404 for subscription changes without a subscription', async () => {
    const { tokens } = await registerMember(ctx.app);
    const res = await post('/v1/subscription/cancel', tokens.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('You have no subscription.');
    expect((await post('/v1/billing/portal', tokens.token)).statusCode).toBe(404);
    expect((await get('/v1/subscription', tokens.token)).json()).toEqual({ subscription: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/subscription' })).statusCode).toBe(401);
  });
});

describe('refunds in test mode', () => {
  const refund = (userId: string, receiptId: string, token = staff.tokens.token) =>
    requestAs(ctx.app, token, 'POST', `/v1/admin/members/${userId}/receipts/${receiptId}/refund`, {
      reason: 'Asked for their money back',
    });

  it("takes back a refunded receipt's points and badge, audited, once", async () => {
    const member = await subscribedMember('annual');
    clock.advanceDays(14);
    await settle();
    expect((await userInfo(member.token)).points).toBe(30);
    expect(await badgesOf(member.userId)).toEqual(['annual']);
    const [paid] = (await get('/v1/subscription/receipts', member.token)).json();

    const done = await refund(member.userId, paid.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().receipts[0]).toMatchObject({ id: paid.id, status: 'refunded' });
    expect((await get('/v1/points/', member.token)).json()).toMatchObject({
      pointsAvailable: 0,
      pointsGained: 30,
    });
    expect(await badgesOf(member.userId)).toEqual([]);
    const audit = await get(
      `/v1/admin/audit?action=member.refund&targetId=${member.userId}`,
      staff.tokens.token,
    );
    expect(audit.json().entries).toHaveLength(1);

    const again = await refund(member.userId, paid.id);
    expect(again.statusCode).toBe(400);
    expect((await userInfo(member.token)).points).toBe(0);
    expect((await refund(member.userId, randomUUID())).statusCode).toBe(404);
  });
});

describe('access while a renewal is past due', () => {
  let livestreamId: string;
  beforeAll(async () => {
    const [row] = await ctx.database.db
      .insert(livestreams)
      .values({
        title: 'Subscribers only',
        state: 'live',
        requiresSubscription: true,
        url: 'https://live.example.test/stream.m3u8',
      })
      .returning();
    livestreamId = row!.id;
  });

  const setGrace = (value: number) =>
    requestAs(ctx.app, staff.tokens.token, 'PUT', '/v1/admin/site/settings/past_due_grace_days', { value });
  /** What access decides: user info's flag, and whether a subscriber-only livestream plays. */
  async function access(token: string) {
    const live = (await get('/v2/live/media', token)).json() as {
      media: { livestreamId: string; url: string }[];
    };
    const stream = live.media.find((item) => item.livestreamId === livestreamId);
    return { hasSubscription: (await userInfo(token)).hasSubscription, plays: stream?.url !== '' };
  }
  const both = (value: boolean) => ({ hasSubscription: value, plays: value });

  it('keeps access for the grace days (7 by default), not through every retry', async () => {
    const member = await subscribedMember('monthly', TEST_CARDS.failsAtRenewal);
    clock.advanceDays(14);
    await settle();
    expect((await subscriptionOf(ctx.app, member.token)).status).toBe('past_due');
    expect(await access(member.token)).toEqual(both(true));
    for (const days of [1, 3]) {
      clock.advanceDays(days);
      await settle();
    }
    clock.advanceDays(2.9);
    expect(await access(member.token)).toEqual(both(true));
    clock.advanceDays(0.2);
    // Still retried (the last retry is on day 9), but no longer watching.
    expect((await subscriptionOf(ctx.app, member.token)).status).toBe('past_due');
    expect(await access(member.token)).toEqual(both(false));

    const updated = await requestAs(ctx.app, member.token, 'PUT', '/v1/subscription/card', { card: card() });
    expect(updated.json().subscription.status).toBe('active');
    expect(await access(member.token)).toEqual(both(true));
  });

  it('follows the grace the console sets, audited', async () => {
    const member = await subscribedMember('monthly', TEST_CARDS.failsAtRenewal);
    clock.advanceDays(14);
    await settle();
    expect(await access(member.token)).toEqual(both(true));
    const changed = await setGrace(0);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().values.past_due_grace_days).toBe(0);
    expect(await access(member.token)).toEqual(both(false));
    expect((await setGrace(31)).statusCode).toBe(400);
    const audit = await get('/v1/admin/audit?action=site.setting', staff.tokens.token);
    expect(JSON.stringify(audit.json())).toContain('past_due_grace_days');
    await setGrace(7);
    expect(await access(member.token)).toEqual(both(true));
  });
});

describe('demo accounts', () => {
  async function loginAs(email: string) {
    const res = await guardedPost(ctx.app, '/v2/account/login', 'login', {
      email,
      password: DEMO_PASSWORD,
      device: device(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  }

  it('gives the demo subscriber a paid monthly plan, staff complimentary access, and the member none', async () => {
    const subscriber = await userInfo(await loginAs('subscriber@crewcast.test'));
    expect(subscriber).toMatchObject({
      hasSubscription: true,
      subscription: 'active',
      planId: 'monthly',
      points: 2,
    });

    const staff = await userInfo(await loginAs('staff@crewcast.test'));
    expect(staff).toMatchObject({
      hasSubscription: true,
      subscription: 'complimentary',
      subscriptionId: null,
    });

    const memberToken = await loginAs('member@crewcast.test');
    const member = (await get('/v1/userinfo/query?select=subscription', memberToken)).json();
    // Created before the 2021-03-01 cut-off: reminded to subscribe rather than sent to the payment page.
    expect(member).toMatchObject({ hasSubscription: false, userCreated: '2020-06-01T00:00:00.000Z' });
  });
});
