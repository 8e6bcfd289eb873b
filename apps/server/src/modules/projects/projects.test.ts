import { randomUUID } from 'node:crypto';
import { AccountType } from '@crewcast/contracts/account';
import type { Battle, GreenlightPush } from '@crewcast/contracts/projects';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBattle, givePoints } from '../../test/greenlight';
import { seedTestCatalog } from '../../test/catalog';
import { bearer, registerMember, requestAs, type TestMember } from '../../test/members';
import { ask, connectMember, listen, nextPush, staffMember } from '../../test/realtime';
import { runJob, useTestApp } from '../../test/test-app';
import { battles } from './projects.schema';
import type { ProjectRow } from './projects.repository';
import { CLOSE_DUE_BATTLES_JOB, PROJECT_MESSAGES, winnerOf } from './projects.service';

let staff: TestMember;

const ctx = useTestApp({ DEMO: 'false', TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
beforeAll(async () => {
  staff = await staffMember(ctx, AccountType.Creator);
});

/** A contribution as the web app sends it, with a fresh idempotency key unless one is given. */
const contribute = (
  member: TestMember | null,
  projectId: string,
  amount: string | number,
  key: string | null = randomUUID(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v5/projects/${projectId}/${amount}`,
    headers: { ...(member ? bearer(member.tokens.token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  requestAs(ctx.app, staff.tokens.token, method, url, payload);

/** Moves a battle's dates in the database, for states the console would refuse to set up in a test's time. */
async function setDates(battleId: string, startsInMs: number, endsInMs: number) {
  await ctx.database.db
    .update(battles)
    .set({
      startDate: sql`clock_timestamp() + make_interval(secs => ${startsInMs / 1000})`,
      endDate: sql`clock_timestamp() + make_interval(secs => ${endsInMs / 1000})`,
    })
    .where(eq(battles.id, battleId));
}

async function memberWith(points: number): Promise<TestMember> {
  const member = await registerMember(ctx.app);
  if (points > 0) await givePoints(ctx, member.email, points);
  return member;
}

async function closeAllOpen() {
  await ctx.database.db.execute(
    sql`update battles set end_date = clock_timestamp() - interval '1 second' where closed_at is null`,
  );
  await runJob(ctx.jobs, CLOSE_DUE_BATTLES_JOB);
}

describe('winnerOf', () => {
  const side = (id: string, points: number, reachedAt: string | null) =>
    ({ id, points, pointsReachedAt: reachedAt ? new Date(reachedAt) : null }) as ProjectRow;

  it('gives the battle to more points, on a tie to the side that reached the total first', () => {
    expect(winnerOf(side('a', 5, '2026-01-01T10:00:00Z'), side('b', 7, '2026-01-01T09:00:00Z'))).toBe('b');
    expect(winnerOf(side('a', 7, '2026-01-01T10:00:01Z'), side('b', 7, '2026-01-01T10:00:00Z'))).toBe('b');
    expect(winnerOf(side('a', 7, '2026-01-01T10:00:00Z'), side('b', 7, '2026-01-01T10:00:01Z'))).toBe('a');
    expect(winnerOf(side('a', 0, null), side('b', 0, null))).toBeNull();
  });
});

describe('the active battle', () => {
  it('is null before any battle exists', async () => {
    const res = await get('/v5/projects/active');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('shows both projects, the dates in UTC without a suffix and the active flag', async () => {
    const battle = await createBattle(ctx, staff.tokens.token);
    const res = await get('/v5/projects/active');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Battle;
    expect(body).toMatchObject({ id: battle.id, active: true });
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(body.endDate).toBe(battle.endDate.slice(0, 19));
    expect(body.leftProject).toMatchObject({ title: 'Left Pitch', points: 0, mediaId: null, seasonId: null });
    expect(body.leftProject.images.map((image) => image.type)).toEqual(['packshot', 'packshot-vertical']);
    const packshot = await get(body.leftProject.images[0]!.url);
    expect(packshot.statusCode).toBe(200);
    expect(packshot.headers['content-type']).toContain('image/png');
    expect(body.rightProject.title).toBe('Right Pitch');
    await closeAllOpen();
  });
});

describe('contributing', () => {
  let battle: Awaited<ReturnType<typeof createBattle>>;
  beforeAll(async () => {
    battle = await createBattle(ctx, staff.tokens.token, { min: 2, max: 20 });
  });
  afterAll(closeAllOpen);

  it('asks an anonymous visitor to log in', async () => {
    expect((await contribute(null, battle.leftProject.id, 5)).statusCode).toBe(401);
  });

  it('refuses a contribution after logout, spending nothing, though the access token has not expired', async () => {
    const member = await memberWith(10);
    const before = ((await get('/v5/projects/active')).json() as Battle).leftProject.points;
    const out = await requestAs(ctx.app, member.tokens.token, 'POST', '/v2/account/logout');
    expect(out.statusCode).toBe(200);
    const res = await contribute(member, battle.leftProject.id, 4);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please log in to continue.' });
    const { rows } = await ctx.database.pool.query(
      `select b.gained - b.spent as available from points_balances b join users u on u.id = b.user_id
        where u.email = $1`,
      [member.email],
    );
    expect(rows).toEqual([{ available: 10 }]);
    expect(((await get('/v5/projects/active')).json() as Battle).leftProject.points).toBe(before);
  });

  it('spends the points and credits the project in one step', async () => {
    const member = await memberWith(30);
    const res = await contribute(member, battle.leftProject.id, 12);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ projectId: battle.leftProject.id, points: 12, pointsAvailable: 18 });
    const points = await get('/v1/points/', bearer(member.tokens.token));
    expect(points.json()).toEqual({ points: 18, pointsAvailable: 18, pointsGained: 30, pointsSpent: 12 });
    const recalculated = await requestAs(ctx.app, member.tokens.token, 'POST', '/v1/points/recalculate');
    expect(recalculated.json()).toEqual(points.json());
    const active = (await get('/v5/projects/active')).json() as Battle;
    expect(active.leftProject.points).toBe(12);
    expect(active.rightProject.points).toBe(0);
  });

  it('spends once for a retried request: the same Idempotency-Key answers with the first result', async () => {
    const member = await memberWith(10);
    const key = randomUUID();
    const retries = await Promise.all(
      [1, 2, 3].map(() => contribute(member, battle.rightProject.id, 4, key)),
    );
    const first = retries[0]!.json();
    for (const res of retries) expect(res.json()).toEqual(first);
    expect(first.pointsAvailable).toBe(6);
    expect((await get('/v1/points/', bearer(member.tokens.token))).json().pointsAvailable).toBe(6);
    // A new attempt is a new key, and spends again.
    expect((await contribute(member, battle.rightProject.id, 4)).json().pointsAvailable).toBe(2);
  });

  it('refuses a contribution without an Idempotency-Key and spends nothing', async () => {
    const member = await memberWith(10);
    const res = await contribute(member, battle.rightProject.id, 4, null);
    expect(res.statusCode).toBe(400);
    expect((await get('/v1/points/', bearer(member.tokens.token))).json().pointsAvailable).toBe(10);
  });

  it.each([
    ['abc', PROJECT_MESSAGES.notWhole],
    ['2.5', PROJECT_MESSAGES.notWhole],
    ['1', PROJECT_MESSAGES.belowMinimum(2)],
    ['-4', PROJECT_MESSAGES.belowMinimum(2)],
    ['21', PROJECT_MESSAGES.aboveMaximum(20)],
    ['999999999999999', PROJECT_MESSAGES.aboveMaximum(20)],
    ['15', PROJECT_MESSAGES.notEnough(10)],
  ])('refuses %s with an Amount error and changes nothing', async (amount, message) => {
    const member = await memberWith(10);
    const before = ((await get('/v5/projects/active')).json() as Battle).rightProject.points;
    const res = await contribute(member, battle.rightProject.id, amount);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { Amount: [message] } });
    expect((await get('/v1/points/', bearer(member.tokens.token))).json().pointsAvailable).toBe(10);
    expect(((await get('/v5/projects/active')).json() as Battle).rightProject.points).toBe(before);
  });

  it('answers 404 for a project that does not exist', async () => {
    const member = await memberWith(5);
    const res = await contribute(member, '00000000-0000-4000-8000-000000000000', 3);
    expect(res.statusCode).toBe(404);
  });

  it('renders the cacheable reads afresh once a total moves', async () => {
    const first = await get('/v3/projects/active');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const etag = String(first.headers.etag);
    expect((await get('/v3/projects/active', { 'if-none-match': etag })).statusCode).toBe(304);
    const project = await get(`/v3/projects/${battle.leftProject.id}`);
    expect(project.json()).toMatchObject({ id: battle.leftProject.id, title: 'Left Pitch' });
    const page = await get(`/v1/projectpage/${battle.rightProject.id}`);
    expect(page.json()).toMatchObject({ project: { id: battle.rightProject.id }, battle: { id: battle.id } });
    expect(page.headers.etag).toBeTruthy();

    expect((await contribute(await memberWith(5), battle.rightProject.id, 5)).statusCode).toBe(200);
    const after = await get('/v3/projects/active', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as Battle).rightProject.points).toBeGreaterThanOrEqual(5);
  });

  it('pushes the new totals to every open Greenlight page', async () => {
    const watcher = await memberWith(0);
    const contributor = await memberWith(4);
    const socket = await connectMember(await listen(ctx), watcher);
    try {
      expect(await ask(socket, 'greenlight', { type: 'watch' })).toEqual({ ok: true });
      const left = battle.leftProject.id;
      // The push comes within a tick (200 ms); the wait is longer only for a machine busy with other work.
      const pushed = nextPush<GreenlightPush>(
        socket,
        'greenlight',
        (push) => push.type === 'totals' && push.totals.some((entry) => entry.projectId === left),
        10_000,
      );
      const res = await contribute(contributor, left, 4);
      const push = await pushed;
      expect(push).toMatchObject({ type: 'totals', battleId: battle.id });
      // A push carries every total that moved in its tick (200 ms): this contribution's is among them.
      expect(push.type === 'totals' && push.totals).toContainEqual({
        projectId: left,
        points: res.json().points,
      });
    } finally {
      socket.close();
    }
  });
});

describe('a battle that is not active', () => {
  it('refuses contributions before it starts and after it ends', async () => {
    const member = await memberWith(10);
    const scheduled = await createBattle(ctx, staff.tokens.token, {
      startsInMs: 3_600_000,
      endsInMs: 7_200_000,
    });
    const early = await contribute(member, scheduled.leftProject.id, 3);
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.Amount).toEqual([PROJECT_MESSAGES.notActive]);

    // Ended by the clock, not yet closed by the job: the database's clock decides.
    await setDates(scheduled.id, -7_200_000, -1000);
    const late = await contribute(member, scheduled.leftProject.id, 3);
    expect(late.json().errors.Amount).toEqual([PROJECT_MESSAGES.notActive]);
    expect((await get('/v1/points/', bearer(member.tokens.token))).json().pointsAvailable).toBe(10);
    await runJob(ctx.jobs, CLOSE_DUE_BATTLES_JOB);
  });
});

describe('closing', () => {
  it('closes at the end, records the winner and lists it among the past winners', async () => {
    const battle = await createBattle(ctx, staff.tokens.token);
    await contribute(await memberWith(10), battle.rightProject.id, 7);
    await contribute(await memberWith(10), battle.leftProject.id, 3);
    await setDates(battle.id, -3_600_000, -1000);
    await runJob(ctx.jobs, CLOSE_DUE_BATTLES_JOB);

    const closed = (await admin('GET', `/v1/admin/battles/${battle.id}`)).json();
    expect(closed).toMatchObject({
      state: 'closed',
      winnerProjectId: battle.rightProject.id,
      contributions: 2,
    });
    expect(closed.closedAt).toBeTruthy();
    const past = (await get('/v5/projects/past')).json();
    expect(past[0]).toMatchObject({ id: battle.rightProject.id, title: 'Right Pitch', mediaId: null });
    const complete = (await get('/v3/projects/complete')).json() as { id: string; points: number }[];
    expect(complete).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: battle.leftProject.id, points: 3 }),
        expect.objectContaining({ id: battle.rightProject.id, points: 7 }),
      ]),
    );
    // The last closed battle stays on the page, inactive.
    expect((await get('/v5/projects/active')).json()).toMatchObject({ id: battle.id, active: false });
  });

  it('closes early from the console, audited, and only once', async () => {
    const battle = await createBattle(ctx, staff.tokens.token);
    await contribute(await memberWith(10), battle.leftProject.id, 6);
    const res = await admin('POST', `/v1/admin/battles/${battle.id}/close`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'closed', winnerProjectId: battle.leftProject.id });
    expect((await admin('POST', `/v1/admin/battles/${battle.id}/close`)).statusCode).toBe(409);
    const audit = await admin('GET', `/v1/admin/audit?action=greenlight.close-early&targetId=${battle.id}`);
    expect(audit.json().entries).toHaveLength(1);
    const late = await contribute(await memberWith(10), battle.leftProject.id, 2);
    expect(late.json().errors.Amount).toEqual([PROJECT_MESSAGES.notActive]);
  });

  it('links the winner to the episode it became, which the released list then shows', async () => {
    const { ep1, seasonId } = await seedTestCatalog(ctx.database.db);
    const battle = await createBattle(ctx, staff.tokens.token);
    await contribute(await memberWith(10), battle.rightProject.id, 2);
    await admin('POST', `/v1/admin/battles/${battle.id}/close`);
    expect(
      (await admin('PUT', `/v1/admin/battles/${battle.id}/winner`, { mediaId: 999_999 })).statusCode,
    ).toBe(404);
    expect(
      (await admin('PUT', `/v1/admin/battles/${battle.id}/winner`, { mediaId: ep1, seasonId })).statusCode,
    ).toBe(400);
    const linked = await admin('PUT', `/v1/admin/battles/${battle.id}/winner`, { mediaId: ep1 });
    expect(linked.statusCode, linked.body).toBe(200);
    const released = (await get('/v3/projects/released')).json();
    expect(released[0]).toMatchObject({ id: battle.rightProject.id, mediaId: ep1, seasonId: null });
    const bySeason = await admin('PUT', `/v1/admin/battles/${battle.id}/winner`, { seasonId });
    expect(bySeason.json().rightProject).toMatchObject({ mediaId: null, seasonId });
  });

  it('moves a battle with the console and refuses to reschedule a closed one', async () => {
    const battle = await createBattle(ctx, staff.tokens.token, {
      startsInMs: 3_600_000,
      endsInMs: 7_200_000,
    });
    const schedule = {
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + 3_600_000).toISOString(),
      minContribution: 5,
      maxContribution: 50,
    };
    const res = await admin('PUT', `/v1/admin/battles/${battle.id}/schedule`, schedule);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'active', minContribution: 5, maxContribution: 50 });
    const bad = await admin('PUT', `/v1/admin/battles/${battle.id}/schedule`, {
      ...schedule,
      endDate: schedule.startDate,
    });
    expect(bad.statusCode).toBe(400);
    await admin('POST', `/v1/admin/battles/${battle.id}/close`);
    expect((await admin('PUT', `/v1/admin/battles/${battle.id}/schedule`, schedule)).statusCode).toBe(409);
  });

  it('refuses a packshot that is not the picture it says it is', async () => {
    const res = await admin('POST', '/v1/admin/battles', {
      leftProject: {
        title: 'Left',
        video: { kind: 'none' },
        packshot: { contentType: 'image/png', data: Buffer.from('not a png').toString('base64') },
        packshotVertical: { contentType: 'image/png', data: Buffer.from('not a png').toString('base64') },
      },
      rightProject: {
        title: 'Right',
        video: { kind: 'none' },
        packshot: { contentType: 'image/png', data: Buffer.from('not a png').toString('base64') },
        packshotVertical: { contentType: 'image/png', data: Buffer.from('not a png').toString('base64') },
      },
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 60_000).toISOString(),
      minContribution: 1,
      maxContribution: 10,
    });
    expect(res.statusCode).toBe(400);
  });
});
