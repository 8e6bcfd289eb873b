import { AccountType } from '@crewcast/contracts/account';
import type { AdminCoupon } from '@crewcast/contracts/console-billing';
import { beforeAll, describe, expect, it } from 'vitest';
import { card, checkout, UNREACHABLE_STRIPE_ENV } from '../../test/billing';
import { auditEntries } from '../../test/console';
import { bearer, registerMember, requestAs, type TestMember } from '../../test/members';
import { staffMember } from '../../test/realtime';
import { useTestApp } from '../../test/test-app';
import { COUPON_MESSAGES } from './coupons.service';

let creator: TestMember;

const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
beforeAll(async () => {
  creator = await staffMember(ctx, AccountType.Creator);
});

const asStaff = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  requestAs(ctx.app, creator.tokens.token, method, url, payload);

const create = (payload: object) => asStaff('POST', '/v1/admin/coupons', payload);
/** A code's terms where a test is not about them. */
const tenPercentForAMonth = { percentOff: 10, durationInMonths: 1 };

async function redeemAsMember(code: string) {
  const member = await registerMember(ctx.app);
  const bought = await checkout(ctx.app, member.tokens.token, { planId: 'monthly', card: card() });
  return requestAs(ctx.app, member.tokens.token, 'POST', '/v3/stripecoupon/coupon', {
    subscriptionId: bought.json().subscription.id,
    coupon: code,
  });
}

async function listed(code: string): Promise<AdminCoupon | undefined> {
  const res = await asStaff('GET', `/v1/admin/coupons?search=${code}`);
  expect(res.statusCode).toBe(200);
  return (res.json().coupons as AdminCoupon[]).find((coupon) => coupon.code === code);
}

const auditOf = (code: string) => auditEntries(ctx.app, creator, { targetType: 'coupon', targetId: code });

describe('discount codes in the console', () => {
  it('creates a code members can redeem, and counts its redemptions', async () => {
    const res = await create({
      code: 'spring25',
      percentOff: 25,
      durationInMonths: 2,
      expiresAt: '2999-01-01T00:00:00Z',
      maxRedemptions: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'SPRING25', status: 'active', redemptionCount: 0 });

    expect((await redeemAsMember('spring25')).statusCode).toBe(200);
    expect(await listed('SPRING25')).toMatchObject({
      redemptionCount: 1,
      maxRedemptions: 2,
      status: 'active',
    });
    expect((await redeemAsMember('SPRING25')).statusCode).toBe(200);
    expect(await listed('SPRING25')).toMatchObject({ redemptionCount: 2, status: 'used-up' });

    const [entry] = await auditOf('SPRING25');
    expect(entry).toMatchObject({
      actor: { userId: creator.tokens.userId },
      action: 'coupon.create',
      before: null,
      after: {
        percentOff: 25,
        durationInMonths: 2,
        maxRedemptions: 2,
        expiresAt: '2999-01-01T00:00:00.000Z',
      },
    });
  });

  it('refuses a code that exists, bad values with the field named, and an expiry in the past', async () => {
    await create({ code: 'TWICE', ...tenPercentForAMonth });
    const again = await create({ code: 'twice', ...tenPercentForAMonth });
    expect(again.statusCode).toBe(409);
    const bad = await create({ code: 'BAD CODE', percentOff: 120, durationInMonths: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['code', 'percentOff']);
    const past = await create({
      code: 'PAST',
      ...tenPercentForAMonth,
      expiresAt: '2000-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(Object.keys(past.json().fields)).toEqual(['expiresAt']);
  });

  it('deactivates a code: it can no longer be redeemed, and the change is audited', async () => {
    await create({ code: 'OFFSOON', percentOff: 15, durationInMonths: 1 });
    const res = await asStaff('POST', '/v1/admin/coupons/offsoon/deactivate');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'deactivated' });
    const redeemed = await redeemAsMember('OFFSOON');
    expect(redeemed.statusCode).toBe(400);
    expect(redeemed.json().message).toBe(COUPON_MESSAGES.deactivated);

    const [entry] = await auditOf('OFFSOON');
    expect(entry).toMatchObject({ action: 'coupon.deactivate', before: { deactivatedAt: null } });
    expect(entry?.after).toMatchObject({ deactivatedAt: expect.any(String) });
  });

  it('expires a code now', async () => {
    await create({ code: 'ENDNOW', percentOff: 15, durationInMonths: 1, expiresAt: '2999-01-01T00:00:00Z' });
    const res = await asStaff('POST', '/v1/admin/coupons/ENDNOW/expire');
    expect(res.json()).toMatchObject({ status: 'expired' });
    expect((await redeemAsMember('ENDNOW')).json().message).toBe(COUPON_MESSAGES.expired);
    const [entry] = await auditOf('ENDNOW');
    expect(entry).toMatchObject({
      action: 'coupon.expire',
      before: { expiresAt: '2999-01-01T00:00:00.000Z' },
    });
    const { expiresAt } = entry?.after as { expiresAt: string };
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now());
  });

  it('deletes a code nobody redeemed, never a redeemed one', async () => {
    await create({ code: 'TYPO', ...tenPercentForAMonth });
    expect((await asStaff('DELETE', '/v1/admin/coupons/TYPO')).statusCode).toBe(200);
    expect(await listed('TYPO')).toBeUndefined();
    expect((await auditOf('TYPO'))[0]).toMatchObject({ action: 'coupon.delete', after: null });

    await create({ code: 'KEPT', ...tenPercentForAMonth });
    await redeemAsMember('KEPT');
    const refused = await asStaff('DELETE', '/v1/admin/coupons/KEPT');
    expect(refused.statusCode).toBe(409);
    expect(await listed('KEPT')).toMatchObject({ redemptionCount: 1 });
    expect((await asStaff('DELETE', '/v1/admin/coupons/NOSUCH')).statusCode).toBe(404);
  });

  it('is closed to members', async () => {
    const member = await registerMember(ctx.app);
    const res = await requestAs(ctx.app, member.tokens.token, 'GET', '/v1/admin/coupons');
    expect(res.statusCode).toBe(403);
  });
});

describe('discount codes with Stripe billing', () => {
  const stripeCtx = useTestApp(UNREACHABLE_STRIPE_ENV);

  it('needs the Stripe promotion code id', async () => {
    const staff = await staffMember(stripeCtx, AccountType.Official);
    const post = (payload: object) =>
      stripeCtx.app.inject({
        method: 'POST',
        url: '/v1/admin/coupons',
        payload,
        headers: bearer(staff.tokens.token),
      });
    const missing = await post({ code: 'STRIPE10', ...tenPercentForAMonth });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['stripePromotionCodeId']);
    const made = await post({
      code: 'STRIPE10',
      ...tenPercentForAMonth,
      stripePromotionCodeId: 'promo_123',
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ stripePromotionCodeId: 'promo_123' });
  });
});
