import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalog } from '../../test/catalog';
import { registerMember, requestAs, type TestMember } from '../../test/members';
import { useTestApp } from '../../test/test-app';

let catalog: Awaited<ReturnType<typeof seedTestCatalog>>;
const ctx = useTestApp({ DEMO: 'false', TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
beforeAll(async () => {
  catalog = await seedTestCatalog(ctx.database.db);
});

const report = (member: TestMember, mediaId: number, body: object) =>
  requestAs(ctx.app, member.tokens.token, 'PUT', `/v1/progress/${mediaId}`, body);

describe('playback progress', () => {
  it('saves the position and adds up the time watched', async () => {
    const member = await registerMember(ctx.app);
    expect(
      (await report(member, catalog.ep1, { currentTime: 30, totalTime: 600, durationWatched: 30 }))
        .statusCode,
    ).toBe(200);
    const second = await report(member, catalog.ep1, {
      currentTime: 95.5,
      totalTime: 600,
      durationWatched: 65,
    });
    expect(second.json()).toMatchObject({
      mediaId: catalog.ep1,
      currentTime: 95.5,
      totalTime: 600,
      durationWatched: 95,
    });
    const read = await requestAs(ctx.app, member.tokens.token, 'GET', `/v1/progress/${catalog.ep1}`);
    expect(read.json()).toMatchObject({ currentTime: 95.5, durationWatched: 95 });
  });

  it('answers zeros for a video not started, 404 for an unknown one, 400 for nonsense', async () => {
    const member = await registerMember(ctx.app);
    const fresh = await requestAs(ctx.app, member.tokens.token, 'GET', `/v1/progress/${catalog.ep2}`);
    expect(fresh.json()).toEqual({
      mediaId: catalog.ep2,
      currentTime: 0,
      totalTime: 0,
      durationWatched: 0,
      updatedAt: null,
    });
    expect((await report(member, 999_999, { currentTime: 1, totalTime: 2 })).statusCode).toBe(404);
    expect((await report(member, catalog.ep2, { currentTime: -4, totalTime: 2 })).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/progress/${catalog.ep2}`,
      payload: { currentTime: 1, totalTime: 2 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps every connection committing synchronously after progress saves, which commit without waiting', async () => {
    const members = await Promise.all([1, 2, 3].map(() => registerMember(ctx.app)));
    const saves = await Promise.all(
      members.flatMap((member) =>
        [30, 60, 90].map((second) =>
          report(member, catalog.ep1, { currentTime: second, totalTime: 600, durationWatched: 30 }),
        ),
      ),
    );
    expect(saves.map((save) => save.statusCode)).toEqual(saves.map(() => 200));
    // Every pooled connection at once, so each one a save ran on is asked.
    const { pool } = ctx.database;
    const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      const settings = await Promise.all(
        clients.map(
          async (client) => (await client.query('show synchronous_commit')).rows[0]?.synchronous_commit,
        ),
      );
      expect(settings).toEqual(clients.map(() => 'on'));
    } finally {
      for (const client of clients) client.release();
    }
  });

  it('refuses a save after logout, saving nothing, though the access token has not expired', async () => {
    const member = await registerMember(ctx.app);
    await report(member, catalog.ep1, { currentTime: 40, totalTime: 600, durationWatched: 40 });
    const out = await requestAs(ctx.app, member.tokens.token, 'POST', '/v2/account/logout');
    expect(out.statusCode).toBe(200);
    const after = await report(member, catalog.ep1, { currentTime: 90, totalTime: 600, durationWatched: 50 });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: 'Please log in to continue.' });
    const { rows } = await ctx.database.pool.query(
      `select p."current_time", p.duration_watched from playback_progress p join users u on u.id = p.user_id
        where u.email = $1`,
      [member.email],
    );
    expect(rows).toEqual([{ current_time: 40, duration_watched: 40 }]);
  });

  it('lists the watch history, most recent first, and takes a video out of it with its progress', async () => {
    const member = await registerMember(ctx.app);
    await report(member, catalog.ep1, { currentTime: 10, totalTime: 600 });
    await report(member, catalog.free, { currentTime: 20, totalTime: 300 });
    const historyOf = async (token: string) =>
      (await requestAs(ctx.app, token, 'GET', '/v1/watchHistory')).json();
    const history = await historyOf(member.tokens.token);
    expect(history.map((entry: { mediaId: number }) => entry.mediaId)).toEqual([catalog.free, catalog.ep1]);
    expect(history[0].media).toMatchObject({ title: 'Free episode', showSlug: 'open-studio' });

    const removeFromHistory = (token: string, mediaId: number | string) =>
      requestAs(ctx.app, token, 'DELETE', `/v1/watchHistory/${mediaId}`);
    // Another member's removal touches only their own history.
    const other = await registerMember(ctx.app);
    expect((await removeFromHistory(other.tokens.token, catalog.free)).statusCode).toBe(200);
    expect(await historyOf(member.tokens.token)).toHaveLength(2);

    expect((await removeFromHistory(member.tokens.token, catalog.free)).statusCode).toBe(200);
    expect((await removeFromHistory(member.tokens.token, catalog.free)).statusCode).toBe(200);
    expect((await removeFromHistory(member.tokens.token, 'all')).statusCode).toBe(400);
    expect((await historyOf(member.tokens.token)).map((entry: { mediaId: number }) => entry.mediaId)).toEqual(
      [catalog.ep1],
    );
    const progress = await requestAs(ctx.app, member.tokens.token, 'GET', `/v1/progress/${catalog.free}`);
    expect(progress.json()).toMatchObject({ currentTime: 0, updatedAt: null });
  });

  it('orders a member’s videos by their last save, across hours and within one, in history and continue watching', async () => {
    const member = await registerMember(ctx.app);
    for (const mediaId of [catalog.ep1, catalog.ep2, catalog.free])
      await report(member, mediaId, { currentTime: 30, totalTime: 600, durationWatched: 30 });
    // Saved at 10:05 and 10:59 (the same hour, the later one second) and 11:01 (the next hour, first).
    const savedAt: [number, string][] = [
      [catalog.ep1, '2026-01-01T10:05:00Z'],
      [catalog.ep2, '2026-01-01T10:59:00Z'],
      [catalog.free, '2026-01-01T11:01:00Z'],
    ];
    for (const [mediaId, at] of savedAt)
      await ctx.database.pool.query(
        `update playback_progress set updated_at = $3
          where user_id = (select id from users where email = $1) and media_id = $2`,
        [member.email, mediaId, at],
      );
    const newestFirst = [catalog.free, catalog.ep2, catalog.ep1];
    const history = await requestAs(ctx.app, member.tokens.token, 'GET', '/v1/watchHistory');
    expect(history.json().map((entry: { mediaId: number }) => entry.mediaId)).toEqual(newestFirst);
    const rail = async () =>
      (await requestAs(ctx.app, member.tokens.token, 'GET', '/v7/recommendations/continue-watching'))
        .json()
        .media.map((media: { id: number }) => media.id);
    expect(await rail()).toEqual(newestFirst);
    // A save now brings its video to the front.
    await report(member, catalog.ep1, { currentTime: 60, totalTime: 600, durationWatched: 30 });
    expect(await rail()).toEqual([catalog.ep1, catalog.free, catalog.ep2]);
  });

  it('saves progress in place: a save writes no index entry (PostgreSQL 16 and later)', async (test) => {
    const { rows: version } = await ctx.database.pool.query<{ n: number }>(
      `select current_setting('server_version_num')::int as n`,
    );
    // Before PostgreSQL 16 a change to a block-range index's column stops a heap-only update.
    if ((version[0]?.n ?? 0) < 160000) test.skip();
    const member = await registerMember(ctx.app);
    const { pool } = ctx.database;
    /**
     * The table's updates and heap-only updates so far. A connection reports its statistics when a transaction
     * ends at least a second after its last report: so a second on, every pooled connection ends one first.
     */
    const updates = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
      try {
        await Promise.all(clients.map((client) => client.query('select 1')));
      } finally {
        for (const client of clients) client.release();
      }
      const { rows } = await pool.query<{ all: string; inPlace: string }>(
        `select n_tup_upd as "all", n_tup_hot_upd as "inPlace" from pg_stat_user_tables
          where relname = 'playback_progress'`,
      );
      return { all: Number(rows[0]?.all), inPlace: Number(rows[0]?.inPlace) };
    };
    await report(member, catalog.ep1, { currentTime: 5, totalTime: 600, durationWatched: 5 });
    const before = await updates();
    const saves = 10;
    for (let second = 10; second < 10 + saves * 5; second += 5)
      await report(member, catalog.ep1, { currentTime: second, totalTime: 600, durationWatched: 5 });
    const after = await updates();
    expect(after.all - before.all).toBe(saves);
    expect(after.inPlace - before.inPlace).toBe(saves);
  });
});
