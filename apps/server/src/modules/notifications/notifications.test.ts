import { beforeAll, describe, expect, it } from 'vitest';
import { publishEpisodeNow, seedTestCatalogWithDraft } from '../../test/catalog';
import { consoleSuite } from '../../test/console';
import { readMail, registerMember, type TestMember } from '../../test/members';
import { deriveKey, resolveSecret } from '../../secrets';
import { createUnsubscribeTokens } from './unsubscribe-tokens';

const suite = consoleSuite();
let nightShift: { id: number; draftId: number };
beforeAll(async () => {
  const { showId, ep3 } = await seedTestCatalogWithDraft(suite.ctx.database.db, 'The Pilot');
  nightShift = { id: showId, draftId: ep3 };
});
const ALL_OFF = { newEpisode: false, live: false, greenlight: false };

async function newMember(): Promise<TestMember> {
  return registerMember(suite.ctx.app);
}

/** The unsubscribe tokens the app signs, on a clock of the test's choosing. */
async function tokensAt(clock: () => Date) {
  const { config } = suite.ctx;
  const secret = await resolveSecret(config.JWT_SECRET, config.DATA_DIR, 'jwt-secret');
  return createUnsubscribeTokens(deriveKey(secret, 'notification-unsubscribe'), clock);
}

const unsubscribe = (token: string) =>
  suite.ctx.app.inject({
    method: 'POST',
    url: `/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('follows', () => {
  it('follows and unfollows a show and the livestream, and lists them', async () => {
    const member = await newMember();
    expect((await suite.as(member, 'GET', '/v1/follows')).json()).toEqual({ showIds: [], livestream: false });

    const follow = await suite.as(member, 'PUT', `/v1/follows/shows/${nightShift.id}`);
    expect(follow.json()).toEqual({ following: true });
    // Following twice is still following once.
    expect((await suite.as(member, 'PUT', `/v1/follows/shows/${nightShift.id}`)).statusCode).toBe(200);
    expect((await suite.as(member, 'PUT', '/v1/follows/livestream')).json()).toEqual({ following: true });
    expect((await suite.as(member, 'GET', '/v1/follows')).json()).toEqual({
      showIds: [nightShift.id],
      livestream: true,
    });

    expect((await suite.as(member, 'DELETE', `/v1/follows/shows/${nightShift.id}`)).json()).toEqual({
      following: false,
    });
    expect((await suite.as(member, 'DELETE', '/v1/follows/livestream')).json()).toEqual({ following: false });
    expect((await suite.as(member, 'GET', '/v1/follows')).json()).toEqual({ showIds: [], livestream: false });
  });

  it('refuses an unknown show with a 404 and an anonymous caller with a 401', async () => {
    const member = await newMember();
    const unknown = await suite.as(member, 'PUT', '/v1/follows/shows/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND', message: 'That show does not exist.' });
    expect((await suite.as(member, 'PUT', '/v1/follows/shows/nope')).statusCode).toBe(400);
    const anonymous = await suite.ctx.app.inject({ method: 'PUT', url: '/v1/follows/livestream' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('notification settings', () => {
  it('start with every kind off on every channel, and keep what the member chooses', async () => {
    const member = await newMember();
    expect((await suite.as(member, 'GET', '/v1/notifications/settings')).json()).toEqual({
      email: ALL_OFF,
      push: ALL_OFF,
      emailDigest: false,
    });
    const chosen = {
      email: { ...ALL_OFF, newEpisode: true, greenlight: true },
      push: { ...ALL_OFF, live: true },
      emailDigest: true,
    };
    expect((await suite.as(member, 'PUT', '/v1/notifications/settings', chosen)).json()).toEqual(chosen);
    expect((await suite.as(member, 'GET', '/v1/notifications/settings')).json()).toEqual(chosen);
  });

  it('refuse a body without every kind with a 400 naming the field', async () => {
    const member = await newMember();
    const res = await suite.as(member, 'PUT', '/v1/notifications/settings', {
      email: { newEpisode: true },
      push: ALL_OFF,
      emailDigest: false,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain('email.live');
  });
});

describe('a new episode of a followed show', () => {
  it('is mailed with a one-click unsubscribe that works without a login', async () => {
    const member = await newMember();
    await suite.as(member, 'PUT', `/v1/follows/shows/${nightShift.id}`);
    await suite.as(member, 'PUT', '/v1/notifications/settings', {
      email: { ...ALL_OFF, newEpisode: true },
      push: ALL_OFF,
      emailDigest: false,
    });
    // A member who follows the show but did not opt in gets nothing.
    const silent = await newMember();
    await suite.as(silent, 'PUT', `/v1/follows/shows/${nightShift.id}`);

    await publishEpisodeNow(suite.ctx.app, suite.official, nightShift.draftId, 'The Pilot');

    const mail = await readMail(suite.ctx.config.DATA_DIR, member.email, 'New on Night Shift: The Pilot');
    expect(mail).toContain(`/video/${nightShift.draftId}`);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // The header is folded onto a second line, as long headers are.
    const link = /^List-Unsubscribe:\s+<([^>]+)>$/m.exec(mail)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe('/v1/notifications/unsubscribe');
    await expect(
      readMail(suite.ctx.config.DATA_DIR, silent.email, 'New on Night Shift: The Pilot', 1_000),
    ).rejects.toThrow();

    const res = await unsubscribe(url.searchParams.get('token')!);
    expect(res.statusCode).toBe(200);
    expect((await suite.as(member, 'GET', '/v1/notifications/settings')).json().email).toEqual(ALL_OFF);

    // Saved again, the episode is not news a second time.
    const overview = await suite.as('official', 'GET', '/v1/admin/notifications');
    const sends = overview
      .json()
      .sends.filter((send: { target: string }) => send.target === `show:${nightShift.id}`);
    expect(sends).toMatchObject([{ kind: 'newEpisode', recipients: 1, emails: 1, failures: 0 }]);
    expect(overview.json().shows).toContainEqual({
      showId: nightShift.id,
      title: 'Night Shift',
      followers: 2,
    });
  });
});

describe('one-click unsubscribe', () => {
  it('refuses a forged token with a 400', async () => {
    const member = await newMember();
    const genuine = (await tokensAt(() => new Date())).issue(member.tokens.userId, 'newEpisode');
    const [payload] = genuine.split('.');
    const forged = `${payload}.${Buffer.alloc(32).toString('base64url')}`;
    const res = await unsubscribe(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'INVALID_CODE',
      message: 'This unsubscribe link is not valid.',
    });
    expect((await unsubscribe('not-a-token')).statusCode).toBe(400);
  });

  it('refuses an expired token with a 400 that says so', async () => {
    const member = await newMember();
    const longAgo = await tokensAt(() => new Date(Date.now() - 61 * 24 * 60 * 60 * 1000));
    const res = await unsubscribe(longAgo.issue(member.tokens.userId, 'newEpisode'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('needs a token', async () => {
    const res = await suite.ctx.app.inject({ method: 'POST', url: '/v1/notifications/unsubscribe' });
    expect(res.statusCode).toBe(400);
  });
});
