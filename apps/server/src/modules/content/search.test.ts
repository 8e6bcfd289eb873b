import type { SearchResults } from '@crewcast/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { revalidate } from '../../test/revalidate';
import { media, seasons, shows } from './content.schema';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ DEMO: 'false' });
  const { db } = ctx.database;
  const [nightShift, kitchen, hidden] = await db
    .insert(shows)
    .values([
      { slug: 'night-shift', title: 'Night Shift', description: 'A crew works through the small hours.' },
      {
        slug: 'kitchen-table',
        title: 'Kitchen Table',
        description: 'Recipes and arguments.',
        tags: ['cooking'],
      },
      { slug: 'the-vault', title: 'The Vault', description: 'Nothing here is published yet.' },
    ])
    .returning();
  const [s1, s2, s3] = await db
    .insert(seasons)
    .values([
      { showId: nightShift!.id, number: 1, title: 'Season 1' },
      { showId: kitchen!.id, number: 1, title: 'Season 1' },
      { showId: hidden!.id, number: 1, title: 'Season 1' },
    ])
    .returning();
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await db.insert(media).values([
    {
      showId: nightShift!.id,
      seasonId: s1!.id,
      episodeNumber: 1,
      title: 'Clocking In',
      description: 'The first night on the loading dock.',
      publishedAt: day(1),
      ready: true,
      isFree: true,
    },
    {
      showId: nightShift!.id,
      seasonId: s1!.id,
      episodeNumber: 2,
      title: 'Graveyard Shift',
      description: 'Nobody sleeps before dawn.',
      publishedAt: day(2),
      ready: true,
    },
    {
      showId: kitchen!.id,
      seasonId: s2!.id,
      episodeNumber: 1,
      title: 'Sourdough Season',
      description: 'Bread that takes a week.',
      tags: ['baking'],
      publishedAt: day(3),
      ready: true,
    },
    {
      showId: hidden!.id,
      seasonId: s3!.id,
      episodeNumber: 1,
      title: 'Night Vault Draft',
      description: 'A draft about the night.',
      publishedAt: null,
      ready: true,
    },
    {
      showId: kitchen!.id,
      seasonId: s2!.id,
      episodeNumber: 2,
      title: 'Night Bakery',
      description: 'Still transcoding.',
      publishedAt: day(4),
      ready: false,
    },
  ]);
}, 60_000);
afterAll(async () => ctx.close());

async function search(q: string, extra = ''): Promise<SearchResults> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/channels/v14/search?q=${encodeURIComponent(q)}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const titles = (results: SearchResults) => ({
  shows: results.shows.map((show) => show.title),
  media: results.media.map((item) => item.title),
});

describe('GET /channels/v14/search', () => {
  it('finds a show and its episodes by title, the show first among its own episodes', async () => {
    const found = titles(await search('night shift'));
    expect(found.shows).toEqual(['Night Shift']);
    expect(found.media.slice(0, 2).sort()).toEqual(['Clocking In', 'Graveyard Shift']);
  });

  it('forgives a typo in a title', async () => {
    expect(titles(await search('nigth shift')).shows).toEqual(['Night Shift']);
    expect(titles(await search('sourdogh')).media).toEqual(['Sourdough Season']);
  });

  it('ranks the closest title first', async () => {
    expect(titles(await search('graveyard shift')).media[0]).toBe('Graveyard Shift');
  });

  it('matches words of a description, stemmed', async () => {
    expect(titles(await search('sleeping')).media).toEqual(['Graveyard Shift']);
  });

  it('matches tags of shows and of episodes', async () => {
    expect(titles(await search('cooking')).shows).toEqual(['Kitchen Table']);
    expect(titles(await search('baking')).media).toEqual(['Sourdough Season']);
  });

  it('never answers unpublished episodes, videos not ready, or shows with nothing listed', async () => {
    const found = titles(await search('night'));
    expect(found.media).not.toContain('Night Vault Draft');
    expect(found.media).not.toContain('Night Bakery');
    expect(titles(await search('vault'))).toEqual({ shows: [], media: [] });
  });

  it('says which episodes are free and which are for subscribers', async () => {
    const { media: found } = await search('night shift');
    expect(Object.fromEntries(found.map((item) => [item.title, item.isFree]))).toEqual({
      'Clocking In': true,
      'Graveyard Shift': false,
    });
  });

  it('answers nothing found as empty lists, caps the number of episodes, and is cacheable', async () => {
    expect(await search('zeppelin')).toEqual({ shows: [], media: [] });
    expect((await search('night shift', '&limit=1')).media).toHaveLength(1);
    const res = await ctx.app.inject({ method: 'GET', url: '/channels/v14/search?q=kitchen' });
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const again = await revalidate(ctx.app, '/channels/v14/search?q=kitchen', res);
    expect(again.statusCode).toBe(304);
  });

  it('refuses an empty or oversize query with a message, and takes punctuation as plain text', async () => {
    const empty = await ctx.app.inject({ method: 'GET', url: '/channels/v14/search?q=%20%20' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.q).toContain('Type something to search for.');
    const long = await ctx.app.inject({ method: 'GET', url: `/channels/v14/search?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(await search(`'"&|!():*<-> night`)).toMatchObject({ shows: [{ title: 'Night Shift' }] });
  });
});
