import { AccountType } from '@crewcast/contracts/account';
import type { BadgeOptions } from '@crewcast/contracts/badges';
import type { ChatMessage, LivestreamPush } from '@crewcast/contracts/realtime';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, checkout } from '../../test/billing';
import { registerMember, requestAs, type TestMember } from '../../test/members';
import { ask, connectMember, listen, nextPush, staffMember } from '../../test/realtime';
import { createTestApp, runJob, type TestContext } from '../../test/test-app';
import { subscriptions } from '../billing/billing.schema';
import { livestreams } from '../live/live.schema';
import { users } from '../users/users.schema';
import { ANNIVERSARY_JOB } from './badges.jobs';

let ctx: TestContext;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000', CHAT_BATCH_MS: '50' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

function getBadges(who: TestMember) {
  return requestAs(ctx.app, who.tokens.token, 'GET', '/v1/badges/all');
}

function choose(who: TestMember, badges: unknown) {
  return requestAs(ctx.app, who.tokens.token, 'POST', '/v1/badges', { badges });
}

async function userInfo(who: TestMember) {
  const res = await requestAs(ctx.app, who.tokens.token, 'GET', '/v1/userinfo/query?select=avatar');
  return res.json() as { badges: { type: string; order: number }[]; badgeUrl: string };
}

/** Gives the member badges as staff do, through the console. */
async function grant(who: TestMember, ...types: string[]) {
  const staff = await staffMember(ctx);
  for (const type of types) {
    const res = await requestAs(ctx.app, staff.tokens.token, 'POST', `/v1/admin/badges/${type}/holders`, {
      member: who.email,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const owned = (options: BadgeOptions) => options.badges.filter((badge) => badge.owned).map((b) => b.type);
const chosen = (options: BadgeOptions) =>
  options.badges
    .filter((badge) => badge.order !== null)
    .sort((a, b) => (a.order as number) - (b.order as number))
    .map((badge) => badge.type);

describe('GET /v1/badges/all', () => {
  it('lists every badge type with how to earn it and its image; a new member owns none', async () => {
    const member = await registerMember(ctx.app);
    const res = await getBadges(member);
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json() as BadgeOptions;
    expect(options.badges.map((badge) => badge.type)).toEqual([
      'annual',
      'anniversary',
      'staff',
      'creator',
      'founding-crew',
      'greenlight-backer',
      'chat-regular',
    ]);
    expect(options.badges[0]).toMatchObject({
      type: 'annual',
      name: 'Annual Crew',
      howToEarn: 'Subscribe to the annual plan.',
      earnedBy: 'annual',
      imageUrl: '/badges/annual.png?v=1',
      owned: false,
      order: null,
    });
    expect(owned(options)).toEqual([]);
  });

  it('computes the staff and creator badges from the account type', async () => {
    const official = await staffMember(ctx, AccountType.Official);
    const creator = await staffMember(ctx, AccountType.Creator);
    expect(owned((await getBadges(official)).json())).toEqual(['staff']);
    expect(owned((await getBadges(creator)).json())).toEqual(['creator']);
  });

  it('counts the annual plan’s badge, which a paid checkout grants and a trial does not', async () => {
    const trialing = await registerMember(ctx.app);
    const trial = await checkout(ctx.app, trialing.tokens.token, { planId: 'annual', card: card() });
    expect(trial.json().subscription.status).toBe('trialing');
    expect(owned((await getBadges(trialing)).json())).toEqual([]);

    // A member whose trial is used up pays at checkout, and the payment brings the badge.
    const member = await registerMember(ctx.app);
    const now = new Date();
    await ctx.database.db.insert(subscriptions).values({
      userId: member.tokens.userId,
      planId: 'monthly',
      priceCents: 399,
      status: 'canceled',
      provider: 'test',
      trialEnd: now,
      currentPeriodStart: now,
      currentPeriodEnd: now,
      endedAt: now,
    });
    const paid = await checkout(ctx.app, member.tokens.token, { planId: 'annual', card: card() });
    expect(paid.json().subscription.status, paid.body).toBe('active');
    expect(owned((await getBadges(member)).json())).toEqual(['annual']);
  });

  it('asks for a login', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/badges/all' })).statusCode).toBe(401);
  });
});

describe('POST /v1/badges', () => {
  let member: TestMember;

  beforeAll(async () => {
    member = await registerMember(ctx.app);
    await grant(member, 'founding-crew', 'greenlight-backer', 'chat-regular', 'anniversary');
  });

  it('shows the chosen badges in the order of the list, in user info too', async () => {
    const res = await choose(member, ['chat-regular', 'founding-crew', 'anniversary']);
    expect(res.statusCode, res.body).toBe(200);
    expect(chosen(res.json())).toEqual(['chat-regular', 'founding-crew', 'anniversary']);
    expect(chosen((await getBadges(member)).json())).toEqual([
      'chat-regular',
      'founding-crew',
      'anniversary',
    ]);
    expect(await userInfo(member)).toMatchObject({
      badges: [
        { type: 'chat-regular', order: 1 },
        { type: 'founding-crew', order: 2 },
        { type: 'anniversary', order: 3 },
      ],
      badgeUrl: '/badges/chat-regular.png?v=1',
    });
    const reordered = await choose(member, ['anniversary', 'chat-regular']);
    expect(chosen(reordered.json())).toEqual(['anniversary', 'chat-regular']);
  });

  it('refuses more than three, naming the field', async () => {
    const res = await choose(member, ['chat-regular', 'founding-crew', 'anniversary', 'greenlight-backer']);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.badges).toEqual(['Choose at most 3 badges.']);
  });

  it('refuses a badge named twice', async () => {
    const res = await choose(member, ['founding-crew', 'founding-crew']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Each badge can be chosen once; "founding-crew" is there twice.',
      fields: { badges: ['Each badge can be chosen once; "founding-crew" is there twice.'] },
    });
  });

  it('refuses a badge that does not exist', async () => {
    const res = await choose(member, ['founding-crew', 'no-such-badge']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('There is no badge called "no-such-badge".');
  });

  it('refuses a badge the member does not own, saying how to earn it', async () => {
    const res = await choose(member, ['annual']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'You do not have the Annual Crew badge yet. Subscribe to the annual plan.',
    );
    const computed = await choose(member, ['staff']);
    expect(computed.statusCode).toBe(400);
  });

  it('leaves the choice as it was after a refusal', async () => {
    await choose(member, ['greenlight-backer']);
    await choose(member, ['greenlight-backer', 'annual']);
    expect(chosen((await getBadges(member)).json())).toEqual(['greenlight-backer']);
  });

  it('refuses a body that is not a list of types', async () => {
    expect((await choose(member, 'founding-crew')).statusCode).toBe(400);
    expect((await choose(member, [42])).statusCode).toBe(400);
  });

  it('clears the badges with an empty list', async () => {
    const res = await choose(member, []);
    expect(res.statusCode).toBe(200);
    expect(chosen(res.json())).toEqual([]);
    expect(await userInfo(member)).toMatchObject({ badges: [], badgeUrl: '' });
  });

  it('stops showing a computed badge once the account type changes', async () => {
    const creator = await staffMember(ctx, AccountType.Creator);
    expect((await choose(creator, ['creator'])).statusCode).toBe(200);
    await ctx.database.db
      .update(users)
      .set({ accountType: AccountType.Normal })
      .where(eq(users.id, creator.tokens.userId));
    const info = await requestAs(ctx.app, creator.tokens.token, 'GET', '/v1/userinfo/query?select=avatar');
    expect(info.json().badges).toEqual([]);
  });
});

describe('the anniversary job', () => {
  it('grants the anniversary badge to members subscribed for 365 days or more, once', async () => {
    const veteran = await registerMember(ctx.app);
    const newcomer = await registerMember(ctx.app);
    for (const who of [veteran, newcomer])
      expect(
        (await checkout(ctx.app, who.tokens.token, { planId: 'monthly', card: card() })).statusCode,
      ).toBe(200);
    const backdate = (who: TestMember, days: number) =>
      ctx.database.db
        .update(subscriptions)
        .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
        .where(eq(subscriptions.userId, who.tokens.userId));
    await backdate(veteran, 366);
    await backdate(newcomer, 300);
    await runJob(ctx.jobs, ANNIVERSARY_JOB);
    await runJob(ctx.jobs, ANNIVERSARY_JOB);
    expect(owned((await getBadges(veteran)).json())).toEqual(['anniversary']);
    expect(owned((await getBadges(newcomer)).json())).toEqual([]);
  });
});

describe('badge images on the image host', () => {
  it('serves a versioned image for good, with an ETag that answers 304', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/badges/annual.png?v=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/badges/annual.png?v=1',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the current image without a version, cached briefly', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/badges/staff.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
  });

  it('answers 404 for a type or version that does not exist', async () => {
    for (const url of [
      '/badges/nothing.png',
      '/badges/annual.png?v=9',
      '/badges/annual.jpg',
      '/badges/..png',
    ])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe('badges in chat', () => {
  it("carries the chosen badges' images on the next chat message", async () => {
    const baseUrl = await listen(ctx);
    const [stream] = await ctx.database.db
      .insert(livestreams)
      .values({ title: 'Badge stream', state: 'live' })
      .returning({ id: livestreams.id });
    const livestreamId = stream!.id;
    const speaker = await registerMember(ctx.app);
    await grant(speaker, 'founding-crew', 'greenlight-backer', 'chat-regular');
    const speakerSocket = await connectMember(baseUrl, speaker);
    const listenerSocket = await connectMember(baseUrl, await registerMember(ctx.app));
    sockets.push(speakerSocket, listenerSocket);
    for (const socket of [speakerSocket, listenerSocket])
      await ask(socket, 'livestream', { type: 'ping', livestreamId });

    const say = (message: string) =>
      ask<{ message: ChatMessage }>(speakerSocket, 'livestream', { type: 'message', livestreamId, message });
    const before = await say('no badges yet');
    expect(before.ok && before.message.author?.badges).toEqual([]);

    expect((await choose(speaker, ['greenlight-backer', 'chat-regular', 'founding-crew'])).statusCode).toBe(
      200,
    );
    const heard = nextPush<LivestreamPush>(
      listenerSocket,
      'livestream',
      (push) => push.type === 'messages' && push.messages.some((m) => m.message === 'with badges'),
    );
    const after = await say('with badges');
    const expected = [
      '/badges/greenlight-backer.png?v=1',
      '/badges/chat-regular.png?v=1',
      '/badges/founding-crew.png?v=1',
    ];
    expect(after.ok && after.message.author?.badges).toEqual(expected);
    const push = await heard;
    const received = push.type === 'messages' ? push.messages.find((m) => m.message === 'with badges') : null;
    expect(received?.author?.badges).toEqual(expected);
  });
});
