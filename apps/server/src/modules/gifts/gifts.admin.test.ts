import { randomUUID } from 'node:crypto';
import { AccountType } from '@crewcast/contracts/account';
import type { AdminGiftPage } from '@crewcast/contracts/console-billing';
import { beforeAll, describe, expect, it } from 'vitest';
import { card } from '../../test/billing';
import { bearer, registerMember, requestAs, type TestMember } from '../../test/members';
import { staffMember } from '../../test/realtime';
import { useTestApp } from '../../test/test-app';

let creator: TestMember;
let buyer: TestMember;
let redeemer: TestMember;
let redeemedCode: string;
let pendingCode: string;

const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
beforeAll(async () => {
  creator = await staffMember(ctx, AccountType.Creator);
  buyer = await registerMember(ctx.app);
  redeemer = await registerMember(ctx.app);
  const buy = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/gifts',
      headers: { ...bearer(buyer.tokens.token), 'idempotency-key': randomUUID() },
      payload: { ...payload, message: '', card: card() },
    });
  redeemedCode = (await buy({ months: 3 })).json().gift.code;
  pendingCode = (await buy({ months: 1, recipientEmail: 'friend-of-buyer@crewcast.test' })).json().gift.code;
  await requestAs(ctx.app, redeemer.tokens.token, 'POST', '/v1/gifts/redeem', { code: redeemedCode });
});

async function gifts(query = ''): Promise<AdminGiftPage> {
  const res = await requestAs(ctx.app, creator.tokens.token, 'GET', `/v1/admin/gifts${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('gift subscriptions in the console', () => {
  it('lists gifts sold and redeemed, newest first, with who bought and who redeemed them', async () => {
    const page = await gifts();
    expect(page.totals).toEqual({ sold: 2, redeemed: 1 });
    expect(page.gifts.map((gift) => gift.code)).toEqual([pendingCode, redeemedCode]);
    expect(page.gifts[1]).toMatchObject({
      months: 3,
      priceCents: 1197,
      status: 'redeemed',
      purchaser: { userId: buyer.tokens.userId, email: buyer.email },
      redeemedBy: { userId: redeemer.tokens.userId, email: redeemer.email },
    });
    expect(page.gifts[0]).toMatchObject({
      status: 'pending',
      recipientEmail: 'friend-of-buyer@crewcast.test',
      redeemedBy: null,
      redeemedAt: null,
    });
  });

  it('searches by code, by the purchaser, recipient or redeemer email, and filters by status', async () => {
    const codes = async (query: string) => (await gifts(query)).gifts.map((gift) => gift.code);
    expect(await codes(`?search=${redeemedCode.slice(-4).toLowerCase()}`)).toEqual([redeemedCode]);
    expect(await codes(`?search=${encodeURIComponent(buyer.email)}`)).toEqual([pendingCode, redeemedCode]);
    expect(await codes('?search=friend-of-buyer')).toEqual([pendingCode]);
    expect(await codes(`?search=${encodeURIComponent(redeemer.email)}`)).toEqual([redeemedCode]);
    expect(await codes('?status=pending')).toEqual([pendingCode]);
    expect(await codes('?search=nothing-like-this')).toEqual([]);
  });

  it('refuses a status it does not know with the field named, and members with 403', async () => {
    const bad = await requestAs(ctx.app, creator.tokens.token, 'GET', '/v1/admin/gifts?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['status']);
    const member = await requestAs(ctx.app, buyer.tokens.token, 'GET', '/v1/admin/gifts');
    expect(member.statusCode).toBe(403);
  });
});
