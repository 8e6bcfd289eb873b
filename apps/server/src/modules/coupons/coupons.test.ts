import { beforeAll, describe, expect, it } from 'vitest';
import { card, checkout, subscriptionOf } from '../../test/billing';
import { registerMember, requestAs } from '../../test/members';
import { createFakeClock, runJob, useTestApp } from '../../test/test-app';
import { coupons } from './coupons.schema';
import { COUPON_MESSAGES } from './coupons.service';

const clock = createFakeClock();
const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' }, { clock });
beforeAll(async () => {
  await ctx.database.db
    .insert(coupons)
    .values([
      { code: 'CREW20', percentOff: 20, durationInMonths: 3 },
      { code: 'HALF', percentOff: 50, durationInMonths: 1 },
      { code: 'ONCE', percentOff: 10, durationInMonths: 1, maxRedemptions: 1 },
      { code: 'OLD', percentOff: 10, durationInMonths: 1, expiresAt: new Date(clock().getTime() - 1000) },
    ])
    .onConflictDoNothing();
});

const search = async (token: string, code: string) =>
  requestAs(ctx.app, token, 'GET', `/v3/stripecoupon?search=${encodeURIComponent(code)}`);
const apply = (token: string, subscriptionId: string, coupon: string) =>
  requestAs(ctx.app, token, 'POST', '/v3/stripecoupon/coupon', { subscriptionId, coupon });

/** A monthly subscription paid by card, with the code given if any. */
const checkoutMonthly = (token: string, coupon?: string) =>
  checkout(ctx.app, token, { planId: 'monthly', card: card(), coupon });

async function subscriber() {
  const member = await registerMember(ctx.app);
  const res = await checkoutMonthly(member.tokens.token);
  return { token: member.tokens.token, subscriptionId: res.json().subscription.id as string };
}

describe('discount codes', () => {
  it('finds a usable code in any letter case, and nothing for unknown, expired or empty searches', async () => {
    const { tokens } = await registerMember(ctx.app);
    expect((await search(tokens.token, 'crew20')).json()).toEqual({
      coupon: { code: 'CREW20', percentOff: 20, durationInMonths: 3 },
    });
    for (const code of ['NOPE', 'OLD', ''])
      expect((await search(tokens.token, code)).json()).toEqual({ coupon: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/v3/stripecoupon?search=CREW20' })).statusCode).toBe(
      401,
    );
  });

  it('applies a code once per subscription and discounts the next months of charges', async () => {
    const { token, subscriptionId } = await subscriber();
    const res = await apply(token, subscriptionId, 'crew20');
    expect(res.statusCode).toBe(200);
    const applied = res.json();
    expect(applied).toMatchObject({ code: 'CREW20', percentOff: 20, durationInMonths: 3, subscriptionId });
    const trialEnd = (await subscriptionOf(ctx.app, token)).trialEnd;
    // Trial ends 2026-01-29: three discounted months run to 2026-04-29.
    expect(trialEnd).toBe('2026-01-29T12:00:00.000Z');
    expect(applied.discountEnd).toBe('2026-04-29T12:00:00.000Z');
    expect(await subscriptionOf(ctx.app, token)).toMatchObject({
      discount: { code: 'CREW20', percentOff: 20, monthsRemaining: 3 },
      nextCharge: { amountCents: 319 },
    });
    expect((await requestAs(ctx.app, token, 'GET', '/v3/stripecoupon/subscription')).json()).toEqual([
      applied,
    ]);

    const again = await apply(token, subscriptionId, 'CREW20');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(COUPON_MESSAGES.alreadyApplied);
    const another = await apply(token, subscriptionId, 'HALF');
    expect(another.json().message).toBe(COUPON_MESSAGES.discountActive);

    // Trial end, then two renewals at 20% off, then the full price.
    const amounts: number[] = [];
    for (let month = 0; month < 4; month += 1) {
      clock.set(new Date(Date.parse((await subscriptionOf(ctx.app, token)).currentPeriodEnd) + 1000));
      await runJob(ctx.jobs, 'settle-due-subscriptions');
      const [latest] = (await requestAs(ctx.app, token, 'GET', '/v1/subscription/receipts')).json();
      amounts.push(latest.amountCents);
    }
    expect(amounts).toEqual([319, 319, 319, 399]);
    expect((await subscriptionOf(ctx.app, token)).discount).toBeNull();
  });

  it('refuses expired, unknown and used-up codes, and codes for someone else’s subscription', async () => {
    const first = await subscriber();
    const second = await subscriber();
    expect((await apply(first.token, first.subscriptionId, 'ONCE')).statusCode).toBe(200);
    const usedUp = await apply(second.token, second.subscriptionId, 'ONCE');
    expect(usedUp.statusCode).toBe(400);
    expect(usedUp.json().message).toBe(COUPON_MESSAGES.usedUp);
    expect((await apply(second.token, second.subscriptionId, 'OLD')).json().message).toBe(
      COUPON_MESSAGES.expired,
    );
    expect((await apply(second.token, second.subscriptionId, 'NOPE')).json().message).toBe(
      COUPON_MESSAGES.notFound,
    );
    const foreign = await apply(second.token, first.subscriptionId, 'HALF');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('That is not your subscription.');
    const empty = await apply(second.token, second.subscriptionId, ' ');
    expect(empty.statusCode).toBe(400);
  });

  it('needs a subscription to redeem a code', async () => {
    const { tokens } = await registerMember(ctx.app);
    const res = await apply(tokens.token, '00000000-0000-4000-8000-000000000000', 'CREW20');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('You have no subscription.');
    expect((await requestAs(ctx.app, tokens.token, 'GET', '/v3/stripecoupon/subscription')).json()).toEqual(
      [],
    );
  });
});

describe('a discount code at checkout', () => {
  it('starts the subscription with the code redeemed, so the first charge after the trial is discounted', async () => {
    const member = await registerMember(ctx.app);
    const res = await checkoutMonthly(member.tokens.token, ' crew20 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription).toMatchObject({
      status: 'trialing',
      discount: { code: 'CREW20', percentOff: 20, monthsRemaining: 3 },
      nextCharge: { amountCents: 319 },
    });
    const applied = await requestAs(ctx.app, member.tokens.token, 'GET', '/v3/stripecoupon/subscription');
    expect(applied.json()).toMatchObject([{ code: 'CREW20', subscriptionId: res.json().subscription.id }]);
  });

  it('refuses an expired, unknown or used-up code on the code field, and starts no subscription', async () => {
    await ctx.database.db
      .insert(coupons)
      .values({ code: 'SINGLE', percentOff: 10, durationInMonths: 1, maxRedemptions: 1 });
    const used = await registerMember(ctx.app);
    const first = await checkoutMonthly(used.tokens.token, 'SINGLE');
    expect(first.statusCode, first.body).toBe(200);
    const cases = [
      ['OLD', COUPON_MESSAGES.expired],
      ['NOPE', COUPON_MESSAGES.notFound],
      ['SINGLE', COUPON_MESSAGES.usedUp],
    ] as const;
    for (const [code, message] of cases) {
      const member = await registerMember(ctx.app);
      const res = await checkoutMonthly(member.tokens.token, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({ error: 'BAD_REQUEST', message, fields: { coupon: [message] } });
      expect(await subscriptionOf(ctx.app, member.tokens.token), code).toBeNull();
    }
  });
});
