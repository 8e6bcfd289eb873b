import type { PromoSection } from '@crewcast/contracts/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import {
  banners,
  media,
  promoSections,
  seasons,
  shows,
  specialChannelItems,
  specialChannels,
} from './content.schema';

const ids: {
  show: number;
  freeShow: number;
  emptyShow: number;
  season1: number;
  season2: number;
  media: number[];
} = {
  show: 0,
  freeShow: 0,
  emptyShow: 0,
  season1: 0,
  season2: 0,
  media: [],
};
/** Stored as it is and answered as it was stored. */
const merchPromo: PromoSection = {
  name: 'merch',
  images: [
    { orientation: 'wide', type: null, url: '/images/promo/merch/wide.svg', alt: 'A T-shirt' },
    { orientation: null, type: 'img', url: 'https://cdn.example/merch.png', alt: '' },
  ],
  text: [
    { type: 'title', text: 'Crew merch' },
    { type: 'text', text: '15% off for members.' },
    { type: 'button', text: 'Shop merch' },
  ],
  urls: ['/merch'],
};

const ctx = useTestApp({ DEMO: 'false' });
beforeAll(async () => {
  const { db } = ctx.database;
  const image = (type: 'packshot' | 'packshot-vertical') => ({ type, url: `/images/${type}.jpg` });
  const [show, freeShow, emptyShow] = await db
    .insert(shows)
    .values([
      { slug: 'night-shift', title: 'Night Shift', images: [image('packshot')], position: 1 },
      { slug: 'open-studio', title: 'Open Studio', images: [image('packshot-vertical')], position: 2 },
      { slug: 'coming-soon', title: 'Coming Soon', position: 3 },
    ])
    .returning();
  Object.assign(ids, { show: show!.id, freeShow: freeShow!.id, emptyShow: emptyShow!.id });
  const [s1, s2, s3] = await db
    .insert(seasons)
    .values([
      { showId: ids.show, number: 1, title: 'Season 1' },
      { showId: ids.show, number: 2, title: 'Season 2' },
      { showId: ids.freeShow, number: 1, title: 'Season 1' },
    ])
    .returning();
  ids.season1 = s1!.id;
  ids.season2 = s2!.id;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const rows = await db
    .insert(media)
    .values([
      {
        showId: ids.show,
        seasonId: s1!.id,
        episodeNumber: 2,
        title: 'Second',
        publishedAt: day(2),
        ready: true,
        durationSeconds: 600,
      },
      {
        showId: ids.show,
        seasonId: s1!.id,
        episodeNumber: 1,
        title: 'First',
        publishedAt: day(1),
        ready: true,
        durationSeconds: 540,
      },
      {
        showId: ids.show,
        seasonId: s2!.id,
        episodeNumber: 1,
        title: 'Not ready',
        publishedAt: day(3),
        ready: false,
      },
      {
        showId: ids.show,
        seasonId: s2!.id,
        episodeNumber: 2,
        title: 'Future',
        publishedAt: new Date(Date.now() + 86_400_000),
        ready: true,
      },
      {
        showId: ids.freeShow,
        seasonId: s3!.id,
        episodeNumber: 1,
        title: 'Free one',
        publishedAt: day(4),
        ready: true,
        isFree: true,
      },
    ])
    .returning();
  ids.media = rows.map((row) => row.id);
  await db.insert(specialChannels).values({ name: 'hot-list', title: 'Hot right now' });
  await db.insert(specialChannelItems).values([
    { channelName: 'hot-list', mediaId: ids.media[4]!, position: 0 },
    { channelName: 'hot-list', mediaId: ids.media[2]!, position: 1 },
    { channelName: 'hot-list', mediaId: ids.media[0]!, position: 2 },
  ]);
  await db.insert(banners).values({ type: 'show-banner', title: 'Watch Night Shift', showId: ids.show });
  await db.insert(promoSections).values(merchPromo);
});

const get = (url: string, headers = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('GET /channels/v14', () => {
  it('lists shows that have something to watch, with seasons and episode counts', async () => {
    const res = await get('/channels/v14');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hero).toEqual([]);
    expect(body.shows.map((s: { slug: string }) => s.slug)).toEqual(['night-shift', 'open-studio']);
    expect(body.shows[0].seasons).toEqual([
      { id: ids.season1, number: 1, title: 'Season 1', episodeCount: 2 },
      { id: ids.season2, number: 2, title: 'Season 2', episodeCount: 0 },
    ]);
  });

  it('adds the hero banners and keeps only shows with free episodes on request', async () => {
    const body = (await get('/channels/v14?hero=true&showFree=true')).json();
    expect(body.hero).toMatchObject([{ type: 'show-banner', showId: ids.show }]);
    expect(body.shows.map((s: { slug: string }) => s.slug)).toEqual(['open-studio']);
    expect((await get('/channels/v14?hero=maybe')).statusCode).toBe(400);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/channels/v14/shows');
    expect(first.headers['cache-control']).toContain('public');
    expect((await get('/channels/v14/shows', { 'if-none-match': first.headers.etag })).statusCode).toBe(304);
  });
});

describe('shows and seasons', () => {
  it('finds a show by id and by slug', async () => {
    const byId = (await get(`/channels/v14/${ids.show}`)).json();
    const bySlug = (await get('/channels/v14/slug/night-shift')).json();
    expect(byId).toEqual(bySlug);
    expect(byId).toMatchObject({ title: 'Night Shift', hasFreeMedia: false });
    expect((await get('/channels/v14/slug/nothing')).statusCode).toBe(404);
    expect((await get('/channels/v14/99999')).statusCode).toBe(404);
    expect((await get('/channels/v14/abc')).statusCode).toBe(400);
  });

  it('lists a season in episode order with only published, ready episodes', async () => {
    const season = (await get(`/channels/v14/season/${ids.season1}`)).json();
    expect(season.show).toMatchObject({ slug: 'night-shift' });
    expect(season.media.map((m: { title: string }) => m.title)).toEqual(['First', 'Second']);
    expect(season.media[0]).toMatchObject({
      seasonNumber: 1,
      episodeNumber: 1,
      showSlug: 'night-shift',
      durationSeconds: 540,
    });
    expect((await get(`/channels/v14/season/${ids.season2}`)).json().media).toEqual([]);
  });
});

describe('GET /channels/v14/media/{id}', () => {
  it('finds a listed episode and nothing else', async () => {
    const res = await get(`/channels/v14/media/${ids.media[1]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'First', showSlug: 'night-shift', episodeNumber: 1 });
    expect((await get(`/channels/v14/media/${ids.media[2]}`)).statusCode).toBe(404);
  });
});

describe('latest and special channels', () => {
  it('pages through listed media, newest first', async () => {
    const all = (await get('/channels/v14/latest')).json().map((m: { title: string }) => m.title);
    expect(all).toEqual(['Free one', 'Second', 'First']);
    const page = (await get('/channels/v14/latest?offset=1&limit=1')).json();
    expect(page.map((m: { title: string }) => m.title)).toEqual(['Second']);
    expect((await get('/channels/v14/latest?limit=1000')).statusCode).toBe(400);
  });

  it('keeps the curated order and leaves out what is not listed', async () => {
    const hot = (await get('/channels/v14/special/hot-list')).json();
    expect(hot.title).toBe('Hot right now');
    expect(hot.media.map((m: { title: string }) => m.title)).toEqual(['Free one', 'Second']);
    expect((await get('/channels/v14/special/nothing')).statusCode).toBe(404);
  });
});

describe('GET /channels/v14/promo/{name}', () => {
  it('gives a promo section with its pictures, text entries and urls in order', async () => {
    const res = await get('/channels/v14/promo/merch');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    expect(res.json()).toEqual(merchPromo);
    expect((await get('/channels/v14/promo/merch', { 'if-none-match': res.headers.etag })).statusCode).toBe(
      304,
    );
  });

  it('answers 404 for a promo section that does not exist', async () => {
    const res = await get('/channels/v14/promo/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('There is no promo section named nothing.');
  });
});
