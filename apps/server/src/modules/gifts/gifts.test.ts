import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { card, checkout, subscriptionOf, TEST_CARDS } from '../../test/billing';
import { bearer, readMail, registerMember, requestAs } from '../../test/members';
import { createFakeClock, runJob, useTestApp } from '../../test/test-app';
import { addMonths } from '../billing/lifecycle';
import { GIFT_MESSAGES } from './gifts.service';

const clock = createFakeClock();
const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' }, { clock });

const buy = (token: string, payload: object, key: string = randomUUID()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/gifts',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload,
  });
const redeem = (token: string, code: string) =>
  requestAs(ctx.app, token, 'POST', '/v1/gifts/redeem', { code });
const get = (token: string, url: string) => requestAs(ctx.app, token, 'GET', url);

describe('gift subscriptions', () => {
  it('prices 1, 3 and 6 months at the monthly price and 12 at the annual one', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/gifts/options' });
    expect(res.json()).toEqual({
      testMode: true,
      options: [
        { months: 1, priceCents: 399, currency: 'usd' },
        { months: 3, priceCents: 1197, currency: 'usd' },
        { months: 6, priceCents: 2394, currency: 'usd' },
        { months: 12, priceCents: 3999, currency: 'usd' },
      ],
    });
  });

  it('sells a gift as a code, once per idempotency key, and lists it in the history', async () => {
    const buyer = await registerMember(ctx.app);
    const key = randomUUID();
    const first = await buy(buyer.tokens.token, { months: 3, card: card() }, key);
    expect(first.statusCode).toBe(200);
    const { gift } = first.json();
    expect(gift).toMatchObject({
      months: 3,
      priceCents: 1197,
      status: 'pending',
      recipientEmail: null,
      redeemedAt: null,
    });
    expect(gift.code).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const replay = await buy(buyer.tokens.token, { months: 3, card: card() }, key);
    expect(replay.json().gift.id).toBe(gift.id);

    expect((await get(buyer.tokens.token, '/v1/gifts')).json()).toEqual([gift]);
    expect((await get(buyer.tokens.token, `/v1/gifts/${gift.id}`)).json()).toEqual(gift);
    const receipts = (await get(buyer.tokens.token, '/v1/subscription/receipts')).json();
    expect(receipts).toEqual([
      expect.objectContaining({
        amountCents: 1197,
        status: 'paid',
        description: 'Gift subscription, 3 months',
      }),
    ]);

    const stranger = await registerMember(ctx.app);
    expect((await get(stranger.tokens.token, `/v1/gifts/${gift.id}`)).statusCode).toBe(404);
  });

  it('refuses a declined card or a bad choice and sells nothing', async () => {
    const buyer = await registerMember(ctx.app);
    const declined = await buy(buyer.tokens.token, { months: 1, card: card(TEST_CARDS.declined) });
    expect(declined.statusCode).toBe(402);
    expect((await buy(buyer.tokens.token, { months: 2, card: card() })).statusCode).toBe(400);
    expect((await buy(buyer.tokens.token, { months: 1 })).json().fields.card).toEqual([
      GIFT_MESSAGES.cardRequired,
    ]);
    expect(
      (await buy(buyer.tokens.token, { months: 1, recipientEmail: 'not an email', card: card() })).statusCode,
    ).toBe(400);
    expect((await get(buyer.tokens.token, '/v1/gifts')).json()).toEqual([]);
  });

  it('mails a gift to its recipient, who redeems it for a subscription that ends with the gift', async () => {
    const buyer = await registerMember(ctx.app);
    const recipient = await registerMember(ctx.app);
    const { gift } = (
      await buy(buyer.tokens.token, {
        months: 1,
        recipientEmail: recipient.email,
        message: 'Enjoy the shows!',
        card: card(),
      })
    ).json();
    const mail = await readMail(
      ctx.config.DATA_DIR,
      recipient.email,
      `${buyer.displayName} sent you a Crewcast gift subscription`,
    );
    expect(mail).toContain('Enjoy the shows!');
    expect(mail).toContain(`/gift-subscriptions?code=${gift.code}`);

    const res = await redeem(recipient.tokens.token, gift.code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ months: 1, subscriptionEndDate: addMonths(clock(), 1).toISOString() });
    expect(await subscriptionOf(ctx.app, recipient.tokens.token)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      nextCharge: null,
      card: null,
      prepaid: true,
    });
    const info = (await get(recipient.tokens.token, '/v1/userinfo/query?select=subscription')).json();
    expect(info).toMatchObject({ hasSubscription: true, automaticRenewal: false });

    const again = await redeem(recipient.tokens.token, gift.code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'GIFT_REDEEMED', message: GIFT_MESSAGES.redeemed });
    expect((await redeem(recipient.tokens.token, 'GIFT-NOPE-NOPE-NOPE')).json()).toMatchObject({
      error: 'GIFT_UNKNOWN',
      message: GIFT_MESSAGES.notFound,
    });
    expect((await get(buyer.tokens.token, `/v1/gifts/${gift.id}`)).json()).toMatchObject({
      status: 'redeemed',
    });

    clock.set(new Date(addMonths(clock(), 1).getTime() + 1000));
    await runJob(ctx.jobs, 'settle-due-subscriptions');
    expect(await subscriptionOf(ctx.app, recipient.tokens.token)).toBeNull();
  });

  it('adds a gift’s months to a running subscription, moving its next charge', async () => {
    const buyer = await registerMember(ctx.app);
    const recipient = await registerMember(ctx.app);
    const started = (
      await checkout(ctx.app, recipient.tokens.token, { planId: 'monthly', card: card() })
    ).json().subscription;
    const { gift } = (await buy(buyer.tokens.token, { months: 6, card: card() })).json();
    const res = await redeem(recipient.tokens.token, gift.code);
    const end = addMonths(new Date(started.currentPeriodEnd), 6).toISOString();
    expect(res.json().subscriptionEndDate).toBe(end);
    expect(await subscriptionOf(ctx.app, recipient.tokens.token)).toMatchObject({
      id: started.id,
      currentPeriodEnd: end,
      nextCharge: { at: end, amountCents: 399 },
    });
  });

  it('counts two gifts redeemed at the same moment by a member without a subscription', async () => {
    const buyer = await registerMember(ctx.app);
    const recipient = await registerMember(ctx.app);
    const codes = await Promise.all(
      [1, 3].map(
        async (months) => (await buy(buyer.tokens.token, { months, card: card() })).json().gift.code,
      ),
    );
    const answers = await Promise.all(codes.map((code) => redeem(recipient.tokens.token, code)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await subscriptionOf(ctx.app, recipient.tokens.token)).toMatchObject({
      status: 'active',
      currentPeriodEnd: addMonths(addMonths(clock(), 1), 3).toISOString(),
    });
  });
});
