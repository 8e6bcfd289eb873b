import { AccountType } from '@crewcast/contracts/account';
import type { AdminPlanList } from '@crewcast/contracts/console-billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, checkout, subscriptionOf, UNREACHABLE_STRIPE_ENV } from '../../test/billing';
import { auditEntries } from '../../test/console';
import { bearer, registerMember, requestAs, type TestMember } from '../../test/members';
import { staffMember } from '../../test/realtime';
import { createFakeClock, createTestApp, runJob, type TestContext, useTestApp } from '../../test/test-app';

const clock = createFakeClock();
let official: TestMember;

const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' }, { clock });
beforeAll(async () => {
  official = await staffMember(ctx, AccountType.Official);
});

const MONTHLY = { priceCents: 399, pointsPerPeriod: 2, active: true };

function putPlan(planId: string, payload: object, token = official.tokens.token) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/v1/admin/billing/plans/${planId}`,
    payload,
    headers: bearer(token),
  });
}

async function plans(): Promise<AdminPlanList> {
  const res = await requestAs(ctx.app, official.tokens.token, 'GET', '/v1/admin/billing/plans');
  expect(res.statusCode).toBe(200);
  return res.json();
}

const auditOf = (planId: string) => auditEntries(ctx.app, official, { targetType: 'plan', targetId: planId });

async function subscribed(planId = 'monthly') {
  const member = await registerMember(ctx.app);
  const res = await checkout(ctx.app, member.tokens.token, { planId, card: card() });
  expect(res.statusCode, res.body).toBe(200);
  return member;
}

async function receipts(member: TestMember) {
  const res = await requestAs(ctx.app, member.tokens.token, 'GET', '/v1/subscription/receipts');
  return res.json() as Array<{ amountCents: number; status: string }>;
}

describe('plans and prices in the console', () => {
  it('lists every plan with its price, points, state and live subscriptions', async () => {
    await subscribed('annual');
    const list = await plans();
    expect(list.provider).toBe('test');
    expect(list.plans.map((plan) => plan.id)).toEqual(['monthly', 'annual']);
    expect(list.plans[1]).toMatchObject({
      priceCents: 3999,
      pointsPerPeriod: 30,
      active: true,
      stripePriceId: null,
      liveSubscriptions: 1,
      onOlderPrice: 0,
    });
  });

  it('a new price applies to new subscriptions only', async () => {
    const before = await subscribed('monthly');
    const res = await putPlan('monthly', { ...MONTHLY, priceCents: 499 });
    expect(res.statusCode, res.body).toBe(200);
    const after = await subscribed('monthly');

    expect((await subscriptionOf(ctx.app, before.tokens.token)).nextCharge.amountCents).toBe(399);
    expect((await subscriptionOf(ctx.app, after.tokens.token)).nextCharge.amountCents).toBe(499);
    // The options members see to subscribe show the new price.
    const options = (await ctx.app.inject({ method: 'GET', url: '/v1/billing/options' })).json();
    expect(options.plans.find((plan: { id: string }) => plan.id === 'monthly').priceCents).toBe(499);

    // The biller charges each at its own price when the trial ends and at every renewal.
    clock.advanceDays(15);
    await runJob(ctx.jobs, 'settle-due-subscriptions');
    clock.advanceDays(31);
    await runJob(ctx.jobs, 'settle-due-subscriptions');
    expect((await receipts(before)).map((receipt) => receipt.amountCents)).toEqual([399, 399]);
    expect((await receipts(after)).map((receipt) => receipt.amountCents)).toEqual([499, 499]);

    const monthly = (await plans()).plans.find((plan) => plan.id === 'monthly');
    expect(monthly).toMatchObject({ priceCents: 499 });
    expect(monthly?.onOlderPrice).toBeGreaterThanOrEqual(1);
    await putPlan('monthly', MONTHLY);
  });

  it('a member who changes plan pays the price the plan has today', async () => {
    const member = await subscribed('annual');
    await putPlan('monthly', { ...MONTHLY, priceCents: 450 });
    const res = await requestAs(ctx.app, member.tokens.token, 'PUT', '/v1/subscription/plan', {
      planId: 'monthly',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription.nextCharge.amountCents).toBe(450);
    await putPlan('monthly', MONTHLY);
  });

  it('records each change with the values before and after', async () => {
    await putPlan('annual', { priceCents: 4999, pointsPerPeriod: 35, active: true });
    const [entry] = await auditOf('annual');
    expect(entry).toMatchObject({
      actor: { userId: official.tokens.userId },
      action: 'billing.plan-update',
      target: { type: 'plan', id: 'annual' },
      before: { priceCents: 3999, pointsPerPeriod: 30, active: true, stripePriceId: null },
      after: { priceCents: 4999, pointsPerPeriod: 35, active: true, stripePriceId: null },
    });
    await putPlan('annual', { priceCents: 3999, pointsPerPeriod: 30, active: true });
  });

  it('an inactive plan is not offered and cannot be bought, and one plan stays on sale', async () => {
    expect(
      (await putPlan('annual', { priceCents: 3999, pointsPerPeriod: 30, active: false })).statusCode,
    ).toBe(200);
    const options = (await ctx.app.inject({ method: 'GET', url: '/v1/billing/options' })).json();
    expect(options.plans.map((plan: { id: string }) => plan.id)).toEqual(['monthly']);
    const member = await registerMember(ctx.app);
    const bought = await checkout(ctx.app, member.tokens.token, { planId: 'annual', card: card() });
    expect(bought.statusCode).toBe(400);
    expect(bought.json().message).toBe('That plan is no longer offered.');

    const last = await putPlan('monthly', { ...MONTHLY, active: false });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('At least one plan must stay on sale.');
    await putPlan('annual', { priceCents: 3999, pointsPerPeriod: 30, active: true });
  });

  it('refuses bad values with the field named, an unknown plan with 404, and creators with 403', async () => {
    const bad = await putPlan('monthly', { ...MONTHLY, priceCents: 3.5 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['priceCents']);
    expect((await putPlan('nope', MONTHLY)).statusCode).toBe(404);
    const creator = await staffMember(ctx, AccountType.Creator);
    expect((await putPlan('monthly', MONTHLY, creator.tokens.token)).statusCode).toBe(403);
  });
});

describe('plans and prices with Stripe billing', () => {
  let stripeCtx: TestContext;
  let staff: TestMember;
  beforeAll(async () => {
    stripeCtx = await createTestApp(UNREACHABLE_STRIPE_ENV);
    staff = await staffMember(stripeCtx, AccountType.Official);
  });
  afterAll(() => stripeCtx.close());

  const put = (payload: object) =>
    stripeCtx.app.inject({
      method: 'PUT',
      url: '/v1/admin/billing/plans/monthly',
      payload,
      headers: bearer(staff.tokens.token),
    });

  it('needs a Stripe price id, and a new one for a new price', async () => {
    const missing = await put(MONTHLY);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['stripePriceId']);
    expect((await put({ ...MONTHLY, stripePriceId: 'price_monthly399' })).statusCode).toBe(200);

    const samePrice = await put({ ...MONTHLY, priceCents: 499, stripePriceId: 'price_monthly399' });
    expect(samePrice.statusCode).toBe(400);
    expect(samePrice.json().fields.stripePriceId).toEqual([
      'A new price needs a new Stripe price id: create the price in Stripe and enter its id.',
    ]);
    const changed = await put({ ...MONTHLY, priceCents: 499, stripePriceId: 'price_monthly499' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ provider: 'stripe' });
    expect(changed.json().plans[0]).toMatchObject({ priceCents: 499, stripePriceId: 'price_monthly499' });
  });
});
