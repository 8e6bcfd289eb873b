import { BatchRecommendationSchema } from '@crewcast/contracts/recommendations';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalog } from '../../test/catalog';
import { bearer, registerMember, requestAs, type TestMember } from '../../test/members';
import { useTestApp } from '../../test/test-app';

let catalog: Awaited<ReturnType<typeof seedTestCatalog>>;
let viewer: TestMember;
const ctx = useTestApp({ DEMO: 'false', TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
beforeAll(async () => {
  catalog = await seedTestCatalog(ctx.database.db);
  // Two members watched episode 1 (400 s each) and went on to the free episode (300 s each);
  // one of them also watched episode 3.
  for (const also of [[catalog.free, catalog.ep3], [catalog.free]]) {
    const member = await registerMember(ctx.app);
    await watch(member, catalog.ep1, 400, 600);
    for (const mediaId of also) await watch(member, mediaId, 300, 600);
  }
  viewer = await registerMember(ctx.app);
});

async function watch(member: TestMember, mediaId: number, currentTime: number, totalTime: number) {
  await requestAs(ctx.app, member.tokens.token, 'PUT', `/v1/progress/${mediaId}`, {
    currentTime,
    totalTime,
    durationWatched: currentTime,
  });
}

const titles = (body: { media: { id: number }[] }) => body.media.map((m) => m.id);

describe('up next', () => {
  it('is the next episode of the season, then what viewers of this one watched, then popular', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v7/recommendations/up-next/${catalog.ep1}?count=4`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.recommendationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(titles(body)).toEqual([catalog.ep2, catalog.ep3, catalog.free]);
  });

  it('echoes the recommendation id it was given and honours count', async () => {
    const id = '3f1c0e6a-8d47-4a57-9a59-1d7c2b6d9e10';
    const body = (
      await ctx.app.inject({
        method: 'GET',
        url: `/v7/recommendations/up-next/${catalog.ep3}?count=1&recommendationId=${id}`,
      })
    ).json();
    expect(body.recommendationId).toBe(id);
    expect(titles(body)).toEqual([catalog.ep1]);
  });

  it('answers 404 for an unknown video', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v7/recommendations/up-next/999999' })).statusCode,
    ).toBe(404);
  });
});

describe('recommendation types', () => {
  it('new lists the newest first; popular ranks by time watched', async () => {
    const fresh = (await ctx.app.inject({ method: 'GET', url: '/v7/recommendations/new' })).json();
    expect(titles(fresh)[0]).toBe(catalog.free);
    const popular = (
      await ctx.app.inject({ method: 'GET', url: '/v7/recommendations/popular?count=2' })
    ).json();
    expect(titles(popular)).toEqual([catalog.ep1, catalog.free]);
  });

  it('keeps to one season and turns the order round when asked', async () => {
    type Card = { id: number; seasonId: number | null };
    const all: Card[] = (
      await ctx.app.inject({ method: 'GET', url: '/v7/recommendations/new?count=10' })
    ).json().media;
    const seasonId = all[0]!.seasonId;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v7/recommendations/new?count=10&seasonId=${seasonId}&order=asc`,
    });
    expect(res.json().type).toBe('new');
    expect(res.json().media.map((m: Card) => m.id)).toEqual(
      all
        .filter((m) => m.seasonId === seasonId)
        .map((m) => m.id)
        .reverse(),
    );
    // The rail every member shares is left as it was.
    const again = await ctx.app.inject({ method: 'GET', url: '/v7/recommendations/new?count=10' });
    expect(again.json().media).toEqual(all);
  });

  it('continue-watching and because-you-watched follow the member', async () => {
    await watch(viewer, catalog.ep2, 590, 600);
    await watch(viewer, catalog.ep1, 120, 600);
    const headers = bearer(viewer.tokens.token);
    const resume = (
      await ctx.app.inject({ method: 'GET', url: '/v7/recommendations/continue-watching', headers })
    ).json();
    expect(titles(resume)).toEqual([catalog.ep1]);
    expect(resume.media[0].progress).toEqual({ currentTime: 120, totalTime: 600 });
    const because = (
      await ctx.app.inject({ method: 'GET', url: '/v7/recommendations/because-you-watched', headers })
    ).json();
    // What the member has already started is left out.
    expect(titles(because)).toEqual([catalog.free, catalog.ep3]);
    const anonymous = (
      await ctx.app.inject({ method: 'GET', url: '/v7/recommendations/continue-watching' })
    ).json();
    expect(anonymous.media).toEqual([]);
  });

  it('answers several types in one batch under one id', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/v7/recommendations/batch?types=new,trending&count=2',
    });
    const body = res.json();
    expect(body.results.map((r: { type: string }) => r.type)).toEqual(['new', 'trending']);
    expect(
      body.results.every((r: { recommendationId: string }) => r.recommendationId === body.recommendationId),
    ).toBe(true);
    expect(body.results[0].media).toHaveLength(2);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v7/recommendations/batch?types=new,odd' })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/v7/recommendations/sideways' })).statusCode).toBe(
      400,
    );
  });

  it('answers a member’s batch with each rail as its own route answers it, nothing more', async () => {
    const headers = bearer(viewer.tokens.token);
    const recommendationId = '5b0b2c1e-7c4f-4d8e-9a3b-2f6e1d0c9a87';
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v7/recommendations/batch?types=continue-watching,new,popular&count=2&recommendationId=${recommendationId}`,
      headers,
    });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(BatchRecommendationSchema.parse(body)).toEqual(body);
    expect(body.recommendationId).toBe(recommendationId);
    for (const result of body.results) {
      const alone = await ctx.app.inject({
        method: 'GET',
        url: `/v7/recommendations/${result.type}?count=2&recommendationId=${recommendationId}`,
        headers,
      });
      expect(result).toEqual(alone.json());
    }
    expect(body.results[0].media[0].progress).toEqual({ currentTime: 120, totalTime: 600 });
  });

  it('gives no personal rail after logout, though the access token has not expired', async () => {
    const member = await registerMember(ctx.app);
    await watch(member, catalog.ep1, 120, 600);
    const headers = bearer(member.tokens.token);
    const url = '/v7/recommendations/batch?types=continue-watching,because-you-watched,new&count=3';
    const before = (await ctx.app.inject({ method: 'GET', url, headers })).json();
    expect(before.results[0].media.map((m: { id: number }) => m.id)).toEqual([catalog.ep1]);
    expect(before.results[1].media.length).toBeGreaterThan(0);
    expect((await requestAs(ctx.app, member.tokens.token, 'POST', '/v2/account/logout')).statusCode).toBe(
      200,
    );
    const after = await ctx.app.inject({ method: 'GET', url, headers });
    expect(after.statusCode).toBe(200);
    expect(after.json().results.map((r: { media: unknown[] }) => r.media.length)).toEqual([
      0,
      0,
      before.results[2].media.length,
    ]);
    for (const type of ['continue-watching', 'because-you-watched']) {
      const alone = await ctx.app.inject({ method: 'GET', url: `/v7/recommendations/${type}`, headers });
      expect(alone.json().media).toEqual([]);
    }
  });

  it('gives the personal rows of the home page', async () => {
    const rows = (await requestAs(ctx.app, viewer.tokens.token, 'GET', '/v5/userchannels/')).json();
    expect(rows.map((row: { name: string }) => row.name)).toEqual([
      'continue-watching',
      'because-you-watched',
    ]);
    // Cards of started videos show how far the member got; the others have nothing to show.
    expect(rows[0].media.map((m: { id: number; progress: unknown }) => [m.id, m.progress])).toEqual([
      [catalog.ep1, { currentTime: 120, totalTime: 600 }],
    ]);
    expect(rows[1].media.every((m: object) => !('progress' in m))).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/v5/userchannels/' })).statusCode).toBe(401);
  });
});
