import { AccountType } from '@crewcast/contracts/account';
import type { MemberDetail, MemberSearchPage } from '@crewcast/contracts/members';
import { describe, expect, it } from 'vitest';
import { auditEntries, consoleSuite } from '../../test/console';
import { card, checkout } from '../../test/billing';
import { device, guardedPost, registerMember, requestAs, type TestMember } from '../../test/members';
import { connectMember, disconnected, listen, staffMember } from '../../test/realtime';

const suite = consoleSuite();
const { as } = suite;

const detailOf = (who: TestMember, userId: string) =>
  suite.read<MemberDetail>(who, `/v1/admin/members/${userId}`);

const auditOf = (userId: string, action: string) =>
  auditEntries(suite.ctx.app, suite.official, { targetType: 'member', targetId: userId, action });

const stillSignedIn = async (who: TestMember) => (await as(who, 'GET', '/v2/device')).statusCode === 200;

const login = (who: TestMember) =>
  guardedPost(suite.ctx.app, '/v2/account/login', 'login', {
    email: who.email,
    password: who.password,
    device: device(),
  });

describe('finding members', () => {
  it('matches part of an email or display name in any letter case, a page at a time', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const byName = await registerMember(suite.ctx.app, { displayName: `${tag}_name` });
    const byEmail = await registerMember(suite.ctx.app, { email: `${tag.toLowerCase()}-mail@crewcast.test` });
    await registerMember(suite.ctx.app);

    const search = (query: string) => suite.read<MemberSearchPage>('creator', `/v1/admin/members?${query}`);
    const found = await search(`search=${tag.toUpperCase()}`);
    expect(found.total).toBe(2);
    expect(found.members.map((m) => m.userId).sort()).toEqual(
      [byName.tokens.userId, byEmail.tokens.userId].sort(),
    );
    expect(found.members.find((m) => m.userId === byName.tokens.userId)).toMatchObject({
      email: byName.email,
      displayName: byName.displayName,
      accountType: AccountType.Normal,
      banned: false,
      deletionRequested: false,
    });

    const first = await search(`search=${tag}&limit=1`);
    const second = await search(`search=${tag}&limit=1&page=2`);
    expect([first.total, first.members.length, second.members.length]).toEqual([2, 1, 1]);
    expect(second.members[0]!.userId).not.toBe(first.members[0]!.userId);
    expect((await search('search=%25_')).total).toBe(0);
    expect((await search('')).total).toBeGreaterThanOrEqual(5);
  });

  it('refuses a page it cannot read with the field named', async () => {
    const res = await as('official', 'GET', '/v1/admin/members?limit=0');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['limit']);
  });
});

describe("a member's page", () => {
  it('shows the profile, subscription, receipts, points, devices, sessions and badges', async () => {
    const member = await registerMember(suite.ctx.app);
    const paid = await checkout(suite.ctx.app, member.tokens.token, { planId: 'annual', card: card() });
    expect(paid.statusCode, paid.body).toBe(200);

    const detail = await detailOf(suite.creator, member.tokens.userId);
    expect(detail.profile).toMatchObject({
      userId: member.tokens.userId,
      email: member.email,
      displayName: member.displayName,
      accountType: AccountType.Normal,
      verified: false,
      deleteRequest: null,
      ban: null,
    });
    expect(detail.subscription).toMatchObject({ status: 'trialing', plan: { id: 'annual' } });
    expect(detail.complimentary).toBe(false);
    // The annual plan's 30 Producer Points and badge come with its first payment, not with the trial.
    expect(detail.points.pointsAvailable).toBe(0);
    expect(detail.devices.map((d) => d.deviceIdentifier)).toEqual([member.deviceIdentifier]);
    expect(detail.sessions).toHaveLength(1);
    expect(detail.sessions[0]!.deviceIdentifier).toBe(member.deviceIdentifier);
    expect(detail.badges).toEqual([]);
    expect(detail.receipts).toEqual([]);
  });

  it('answers 404 for a member who does not exist and 400 for an id that is not one', async () => {
    const missing = await as('official', 'GET', '/v1/admin/members/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const wrong = await as('official', 'GET', '/v1/admin/members/nope');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ userId: ['Not a member id.'] });
  });
});

describe('granting subscription time', () => {
  it('starts complimentary time for a member without a subscription, then adds days to it', async () => {
    const member = await registerMember(suite.ctx.app);
    const url = `/v1/admin/members/${member.tokens.userId}/subscription-time`;
    const started = await as('official', 'POST', url, { amount: 1, unit: 'months', reason: 'Contest prize' });
    expect(started.statusCode, started.body).toBe(200);
    const firstEnd = Date.parse(started.json().subscription.currentPeriodEnd);
    expect(firstEnd - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(started.json().subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    const added = await as('official', 'POST', url, { amount: 10, unit: 'days', reason: 'Outage' });
    expect(Date.parse(added.json().subscription.currentPeriodEnd) - firstEnd).toBe(10 * 86_400_000);
    const info = await as(member, 'GET', '/v1/userinfo/query?select=subscription');
    expect(info.json().hasSubscription).toBe(true);

    const [latest, first] = await auditOf(member.tokens.userId, 'member.grant-time');
    expect(first).toMatchObject({
      actor: { userId: suite.official.tokens.userId },
      before: { accessUntil: null },
      after: { amount: 1, unit: 'months', reason: 'Contest prize' },
    });
    expect(latest).toMatchObject({
      before: { accessUntil: new Date(firstEnd).toISOString() },
      after: { amount: 10, unit: 'days', reason: 'Outage' },
    });
  });

  it('needs a reason and keeps each grant within bounds', async () => {
    const member = await registerMember(suite.ctx.app);
    const url = `/v1/admin/members/${member.tokens.userId}/subscription-time`;
    const noReason = await as('official', 'POST', url, { amount: 1, unit: 'months', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().fields)).toEqual(['reason']);
    const tooMuch = await as('official', 'POST', url, { amount: 400, unit: 'days', reason: 'x' });
    expect(tooMuch.json().fields).toEqual({ amount: ['At most 366 days at a time.'] });
    expect((await detailOf(suite.official, member.tokens.userId)).subscription).toBeNull();
  });
});

describe('adjusting points', () => {
  it('writes a ledger entry per change, moves the balance with it, and never goes below zero', async () => {
    const member = await registerMember(suite.ctx.app);
    const url = `/v1/admin/members/${member.tokens.userId}/points`;
    const added = await as('official', 'POST', url, { amount: 50, reason: 'Bingo winner' });
    expect(added.statusCode, added.body).toBe(200);
    const taken = await as('official', 'POST', url, { amount: -20, reason: 'Duplicate prize' });
    const detail: MemberDetail = taken.json();
    expect(detail.points).toMatchObject({ pointsAvailable: 30, pointsGained: 50, pointsSpent: 20 });
    expect(detail.ledger.map((entry) => [entry.delta, entry.reason])).toEqual([
      [-20, 'Duplicate prize'],
      [50, 'Bingo winner'],
    ]);
    expect(new Set(detail.ledger.map((entry) => entry.reference)).size).toBe(2);
    expect(detail.ledger[0]!.reference).toMatch(/^console:/);

    const tooMany = await as('official', 'POST', url, { amount: -31, reason: 'Too far' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ amount: ['At most 30 points can be taken away.'] });
    const after = await detailOf(suite.official, member.tokens.userId);
    expect(after.points.pointsAvailable).toBe(30);
    expect(after.ledger).toHaveLength(2);
    const own = await as(member, 'GET', '/v1/points/');
    expect(own.json().pointsAvailable).toBe(30);
    const recalculated = await as(member, 'POST', '/v1/points/recalculate');
    expect(recalculated.json()).toMatchObject({ pointsAvailable: 30, pointsGained: 50, pointsSpent: 20 });

    const entries = await auditOf(member.tokens.userId, 'member.adjust-points');
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ points: 50 }, { points: 30, amount: -20, reason: 'Duplicate prize' }],
      [{ points: 0 }, { points: 50, amount: 50, reason: 'Bingo winner' }],
    ]);
  });

  it('refuses zero points and a missing reason', async () => {
    const member = await registerMember(suite.ctx.app);
    const url = `/v1/admin/members/${member.tokens.userId}/points`;
    const zero = await as('official', 'POST', url, { amount: 0, reason: 'x' });
    expect(zero.json().fields).toEqual({ amount: ['Enter a number of points other than zero.'] });
    const noReason = await as('official', 'POST', url, { amount: 5 });
    expect(Object.keys(noReason.json().fields)).toEqual(['reason']);
  });
});

describe('who may grant points and time', () => {
  it('is an Official account, for another member only', async () => {
    const member = await registerMember(suite.ctx.app);
    const routes = [
      { path: 'points', body: { amount: 1_000_000, reason: 'Mine now' } },
      { path: 'subscription-time', body: { amount: 12, unit: 'months', reason: 'Mine now' } },
    ];
    for (const { path, body } of routes) {
      const grant = (by: 'creator' | 'official', to: TestMember) =>
        as(by, 'POST', `/v1/admin/members/${to.tokens.userId}/${path}`, body);
      const byCreator = await grant('creator', suite.creator);
      expect(byCreator.statusCode, path).toBe(403);
      expect(byCreator.json().message).toBe('Only an Official account can do this.');
      expect((await grant('creator', member)).statusCode, path).toBe(403);
      const toSelf = await grant('official', suite.official);
      expect(toSelf.statusCode, path).toBe(403);
      expect(toSelf.json().message).toBe(
        'You cannot grant Producer Points or subscription time to yourself.',
      );
    }
    for (const staff of [suite.creator, suite.official]) {
      const detail = await detailOf(suite.official, staff.tokens.userId);
      expect(detail.points.pointsAvailable).toBe(0);
      expect(detail.subscription).toBeNull();
      expect(await auditOf(staff.tokens.userId, 'member.adjust-points')).toHaveLength(0);
      expect(await auditOf(staff.tokens.userId, 'member.grant-time')).toHaveLength(0);
    }
    expect((await detailOf(suite.official, member.tokens.userId)).points.pointsAvailable).toBe(0);
  });
});

describe('account types', () => {
  it('lets an Official change a member, ending their sessions so the new type applies at once', async () => {
    const member = await registerMember(suite.ctx.app);
    const url = `/v1/admin/members/${member.tokens.userId}/account-type`;
    const res = await as('official', 'PUT', url, { accountType: AccountType.Creator });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.accountType).toBe(AccountType.Creator);
    expect(res.json().complimentary).toBe(true);
    expect(await stillSignedIn(member)).toBe(false);
    const again = await login(member);
    const console = await requestAs(suite.ctx.app, again.json().token, 'GET', '/v1/admin/members');
    expect(console.statusCode).toBe(200);
    expect(await auditOf(member.tokens.userId, 'member.account-type')).toMatchObject([
      { before: { accountType: AccountType.Normal }, after: { accountType: AccountType.Creator } },
    ]);
  });

  it('is for Officials alone, never on their own account, and only to a known type', async () => {
    const member = await registerMember(suite.ctx.app);
    const url = `/v1/admin/members/${member.tokens.userId}/account-type`;
    expect((await as('creator', 'PUT', url, { accountType: AccountType.Free })).statusCode).toBe(403);
    const ownUrl = `/v1/admin/members/${suite.official.tokens.userId}/account-type`;
    const own = await as('official', 'PUT', ownUrl, { accountType: AccountType.Normal });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot change your own account type.');
    const unknown = await as('official', 'PUT', url, { accountType: 7 });
    expect(Object.keys(unknown.json().fields)).toEqual(['accountType']);
    expect(await auditOf(member.tokens.userId, 'member.account-type')).toEqual([]);
  });
});

describe('signing a member out everywhere', () => {
  it('ends every session and records how many', async () => {
    const member = await registerMember(suite.ctx.app);
    const second = await login(member);
    const res = await as('creator', 'POST', `/v1/admin/members/${member.tokens.userId}/sign-out`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sessions).toEqual([]);
    expect(await stillSignedIn(member)).toBe(false);
    const secondDevice = await requestAs(suite.ctx.app, second.json().token, 'GET', '/v2/device');
    expect(secondDevice.statusCode).toBe(401);
    expect(await auditOf(member.tokens.userId, 'member.sign-out')).toMatchObject([
      { after: { sessionsEnded: 2 } },
    ]);
  });
});

describe('bans', () => {
  it('ends the sessions, refuses login and renewal with a clear message, and lifts with an unban', async () => {
    const member = await registerMember(suite.ctx.app);
    const banned = await as('creator', 'POST', `/v1/admin/members/${member.tokens.userId}/ban`, {
      reason: 'Spam in chat',
    });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(banned.json().profile).toMatchObject({ banned: true, ban: { reason: 'Spam in chat' } });
    expect(await stillSignedIn(member)).toBe(false);

    const refused = await login(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'BANNED',
      message: 'This account has been banned. If you think this is a mistake, contact the network.',
    });
    const renewed = await suite.ctx.app.inject({
      method: 'POST',
      url: '/v2/account/renew',
      payload: { refreshToken: member.tokens.refreshToken, userId: member.tokens.userId, device: device() },
    });
    expect(renewed.statusCode).toBe(401);

    const lifted = await as('creator', 'DELETE', `/v1/admin/members/${member.tokens.userId}/ban`);
    expect(lifted.json().profile).toMatchObject({ banned: false, ban: null });
    expect((await login(member)).statusCode).toBe(200);
    const again = await as('creator', 'DELETE', `/v1/admin/members/${member.tokens.userId}/ban`);
    expect(again.statusCode).toBe(409);

    expect(await auditOf(member.tokens.userId, 'member.')).toMatchObject([
      { action: 'member.unban', before: { banned: true, reason: 'Spam in chat' }, after: { banned: false } },
      {
        action: 'member.ban',
        actor: { userId: suite.creator.tokens.userId },
        before: { banned: false },
        after: { banned: true, reason: 'Spam in chat', sessionsEnded: 1 },
      },
    ]);
  });

  it('keeps Official and Creator accounts from a Creator, and everyone from banning themself', async () => {
    const otherCreator = await staffMember(suite.ctx, AccountType.Creator);
    const byCreator = await as('creator', 'POST', `/v1/admin/members/${suite.official.tokens.userId}/ban`, {
      reason: 'x',
    });
    expect(byCreator.statusCode).toBe(403);
    expect(byCreator.json().message).toBe(
      'Only an Official account can do this to an Official or Creator account.',
    );
    const onCreator = await as('creator', 'POST', `/v1/admin/members/${otherCreator.tokens.userId}/ban`, {
      reason: 'x',
    });
    expect(onCreator.statusCode).toBe(403);
    const self = await as('official', 'POST', `/v1/admin/members/${suite.official.tokens.userId}/ban`, {
      reason: 'x',
    });
    expect(self.statusCode).toBe(403);
    expect(await stillSignedIn(otherCreator)).toBe(true);

    const byOfficial = await as('official', 'POST', `/v1/admin/members/${otherCreator.tokens.userId}/ban`, {
      reason: 'Left the network',
    });
    expect(byOfficial.statusCode).toBe(200);
    expect(await stillSignedIn(otherCreator)).toBe(false);
  });

  it("closes the banned member's open realtime connection at once", async () => {
    const baseUrl = await listen(suite.ctx);
    const member = await registerMember(suite.ctx.app);
    const socket = await connectMember(baseUrl, member);
    try {
      const closed = disconnected(socket);
      await as('official', 'POST', `/v1/admin/members/${member.tokens.userId}/ban`, { reason: 'Abuse' });
      expect(await closed).toBe('io server disconnect');
      await expect(connectMember(baseUrl, member)).rejects.toThrow();
    } finally {
      socket.close();
    }
  });
});

describe('account deletion', () => {
  it('starts and cancels a deletion request, recording both', async () => {
    const member = await registerMember(suite.ctx.app);
    const url = `/v1/admin/members/${member.tokens.userId}/deletion`;
    const started = await as('creator', 'POST', url, { reason: 'Asked by mail' });
    expect(started.statusCode, started.body).toBe(200);
    const request = started.json().profile.deleteRequest;
    expect(request.reason).toBe('Asked by mail');
    expect(Date.parse(request.deleteAfter) - Date.parse(request.requestedAt)).toBe(14 * 86_400_000);
    const info = await as(member, 'GET', '/v1/userinfo/query?select=email');
    expect(info.json().deleteRequest).toMatchObject({ reason: 'Asked by mail' });

    const cancelled = await as('creator', 'DELETE', url);
    expect(cancelled.json().profile).toMatchObject({ deleteRequest: null, deletionRequested: false });
    expect((await as('creator', 'DELETE', url)).statusCode).toBe(409);
    expect((await auditOf(member.tokens.userId, 'member.')).map((entry) => entry.action)).toEqual([
      'member.cancel-deletion',
      'member.request-deletion',
    ]);
  });

  it('keeps staff accounts from a Creator and each account from starting its own', async () => {
    const byCreator = await as(
      'creator',
      'POST',
      `/v1/admin/members/${suite.official.tokens.userId}/deletion`,
      {},
    );
    expect(byCreator.statusCode).toBe(403);
    const own = await as('official', 'POST', `/v1/admin/members/${suite.official.tokens.userId}/deletion`);
    expect(own.statusCode).toBe(403);
    expect((await detailOf(suite.official, suite.official.tokens.userId)).profile.deleteRequest).toBeNull();
  });
});
