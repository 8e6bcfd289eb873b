import fs from 'node:fs/promises';
import path from 'node:path';
import { AccountType } from '@crewcast/contracts/account';
import type { AdminEpisode, AdminShow } from '@crewcast/contracts/catalog';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../test/console';
import { bearer, registerMember, requestAs, type TestMember } from '../../test/members';
import { staffMember } from '../../test/realtime';
import { UNLIMITED_ENV, useTestApp } from '../../test/test-app';
import { anonymousUpload, testClip, tusUploads } from '../../test/uploads';
import { mediaAssets } from '../media/media.schema';
import { media } from './content.schema';

let creator: TestMember;
let uploads: ReturnType<typeof tusUploads>;
let clip: Buffer;

/** A tiny PNG (1x1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const ctx = useTestApp({ ...UNLIMITED_ENV, DEMO: 'false' });
beforeAll(async () => {
  creator = await staffMember(ctx, AccountType.Creator);
  uploads = tusUploads(ctx.app, creator.tokens.token);
  clip = await testClip();
}, 60_000);

function asCreator(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return requestAs(ctx.app, creator.tokens.token, method, url, payload);
}

const auditOf = (targetType: string, targetId: string | number) =>
  auditEntries(ctx.app, creator, { targetType, targetId });

let slugCount = 0;
async function newShow(title = 'Late Night Lab'): Promise<AdminShow> {
  slugCount += 1;
  const res = await asCreator('POST', '/v1/admin/catalog/shows', {
    slug: `late-night-lab-${slugCount}`,
    title,
    description: 'Experiments after dark.',
    tags: ['science'],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function newEpisode(publishedAt: string | null = null): Promise<AdminEpisode> {
  const show = await newShow();
  const withSeason = await asCreator('POST', `/v1/admin/catalog/shows/${show.id}/seasons`, {
    title: 'Season 1',
  });
  const seasonId = withSeason.json().seasons[0].id;
  const res = await asCreator('POST', `/v1/admin/catalog/seasons/${seasonId}/episodes`, {
    title: 'Pilot',
    description: 'Where it starts.',
    isFree: true,
    publishedAt,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Marks the episode's video as transcoded without running ffmpeg, so listing rules can be tested alone. */
async function withReadyVideo(episode: AdminEpisode): Promise<void> {
  const { db } = ctx.database;
  const [asset] = await db
    .insert(mediaAssets)
    .values({ status: 'ready', sourcePath: '/nowhere.mp4', durationSeconds: 60 })
    .returning();
  await db.update(media).set({ assetId: asset!.id, ready: true }).where(eq(media.id, episode.id));
}

async function latestIds(): Promise<number[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/channels/v14/latest' });
  return res.json().map((item: { id: number }) => item.id);
}

const startUpload = (mediaId: number, bytes: number, filename = 'clip.mp4') =>
  uploads.start({ mediaId: String(mediaId), filename }, bytes);
const sendBytes = (location: string, offset: number, body: Buffer) => uploads.send(location, offset, body);

// Long enough for a transcode to fail once on a crowded machine and succeed on its retry.
async function waitForVideo(mediaId: number, status: AdminEpisode['video']['status']): Promise<AdminEpisode> {
  const until = Date.now() + 150_000;
  for (;;) {
    const episode: AdminEpisode = (await asCreator('GET', `/v1/admin/catalog/episodes/${mediaId}`)).json();
    if (episode.video.status === status) return episode;
    if (Date.now() > until) throw new Error(`video stayed ${JSON.stringify(episode.video)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('shows and seasons', () => {
  it('creates, edits and orders shows, each change audited with its values before and after', async () => {
    const show = await newShow('Studio Notes');
    expect(show).toMatchObject({ title: 'Studio Notes', seasonCount: 0, episodeCount: 0, seasons: [] });
    const clash = await asCreator('POST', '/v1/admin/catalog/shows', { slug: show.slug, title: 'Again' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toHaveProperty('slug');

    const edited = await asCreator('PUT', `/v1/admin/catalog/shows/${show.id}`, {
      slug: show.slug,
      title: 'Studio Notes Live',
      description: 'Now live.',
      tags: ['live'],
    });
    expect(edited.json()).toMatchObject({ title: 'Studio Notes Live', tags: ['live'] });
    const [update, create] = await auditOf('show', show.id);
    expect(create).toMatchObject({ action: 'catalog.show-create', after: { title: 'Studio Notes' } });
    expect(update).toMatchObject({
      action: 'catalog.show-update',
      actor: { userId: creator.tokens.userId },
      before: { title: 'Studio Notes', tags: ['science'] },
      after: { title: 'Studio Notes Live', tags: ['live'] },
    });

    const ids: number[] = (await asCreator('GET', '/v1/admin/catalog/shows'))
      .json()
      .shows.map((row: { id: number }) => row.id);
    const reversed = [...ids].reverse();
    const ordered = await asCreator('PUT', '/v1/admin/catalog/shows/order', { showIds: reversed });
    expect(ordered.json().shows.map((row: { id: number }) => row.id)).toEqual(reversed);
    const partial = await asCreator('PUT', '/v1/admin/catalog/shows/order', { showIds: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    const [order] = await auditOf('show', 'all');
    expect(order).toMatchObject({ action: 'catalog.show-order', before: ids, after: reversed });
  });

  it('adds numbered seasons, edits them and refuses bad input with the field named', async () => {
    const show = await newShow();
    await asCreator('POST', `/v1/admin/catalog/shows/${show.id}/seasons`, { title: 'First' });
    const second = await asCreator('POST', `/v1/admin/catalog/shows/${show.id}/seasons`, { title: 'Second' });
    expect(second.json().seasons.map((s: { number: number }) => s.number)).toEqual([1, 2]);
    const seasonId = second.json().seasons[1].id;
    const renamed = await asCreator('PUT', `/v1/admin/catalog/seasons/${seasonId}`, {
      title: 'The Second',
      description: 'More.',
    });
    expect(renamed.json().seasons[1]).toMatchObject({ title: 'The Second', description: 'More.' });
    expect((await auditOf('season', seasonId))[0]).toMatchObject({
      action: 'catalog.season-update',
      before: { title: 'Second' },
      after: { title: 'The Second' },
    });
    const bad = await asCreator('POST', '/v1/admin/catalog/shows', { slug: 'Not A Slug', title: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['slug', 'title']));
    expect((await asCreator('GET', '/v1/admin/catalog/shows/999999')).statusCode).toBe(404);
  });

  it('sets a show picture that is served publicly, and refuses a file that is not the picture it claims', async () => {
    const show = await newShow();
    const res = await asCreator('PUT', `/v1/admin/catalog/shows/${show.id}/images/packshot`, {
      contentType: 'image/png',
      data: PNG.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().images.find((i: { type: string }) => i.type === 'packshot');
    const served = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const fake = await asCreator('PUT', `/v1/admin/catalog/shows/${show.id}/images/hero`, {
      contentType: 'image/jpeg',
      data: Buffer.from('not a picture').toString('base64'),
    });
    expect(fake.statusCode).toBe(400);
    expect((await auditOf('show', show.id))[0]).toMatchObject({
      action: 'catalog.show-image',
      before: [],
      after: [{ type: 'packshot', url: image.url }],
    });
  });
});

describe('episodes: publishing', () => {
  it('lists an episode only once it is published and its time has come; unpublishing takes it down', async () => {
    const episode = await newEpisode();
    expect(episode).toMatchObject({ publishedAt: null, listed: false, video: { status: 'none' } });
    await withReadyVideo(episode);
    expect(await latestIds()).not.toContain(episode.id);

    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const body = { title: 'Pilot', description: 'Where it starts.', isFree: true };
    const scheduled = await asCreator('PUT', `/v1/admin/catalog/episodes/${episode.id}`, {
      ...body,
      publishedAt: inAnHour,
    });
    expect(scheduled.json()).toMatchObject({ publishedAt: inAnHour, listed: false });
    expect(await latestIds()).not.toContain(episode.id);
    const show = await ctx.app.inject({ method: 'GET', url: `/channels/v14/${episode.showId}` });
    expect(show.json().seasons[0].episodeCount).toBe(0);

    const now = new Date(Date.now() - 1000).toISOString();
    const published = await asCreator('PUT', `/v1/admin/catalog/episodes/${episode.id}`, {
      ...body,
      publishedAt: now,
    });
    expect(published.json().listed).toBe(true);
    expect(await latestIds()).toContain(episode.id);

    await asCreator('PUT', `/v1/admin/catalog/episodes/${episode.id}`, { ...body, publishedAt: null });
    expect(await latestIds()).not.toContain(episode.id);
    const entries = await auditOf('episode', episode.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'catalog.episode-update',
      'catalog.episode-update',
      'catalog.episode-update',
      'catalog.episode-create',
    ]);
    expect(entries[0]).toMatchObject({ before: { publishedAt: now }, after: { publishedAt: null } });
    expect(entries[2]).toMatchObject({ before: { publishedAt: null }, after: { publishedAt: inAnHour } });
  });

  it('numbers a season’s episodes in a new order', async () => {
    const first = await newEpisode();
    const second = await asCreator('POST', `/v1/admin/catalog/seasons/${first.seasonId}/episodes`, {
      title: 'Second',
      publishedAt: null,
    });
    const ids = [second.json().id, first.id];
    const res = await asCreator('PUT', `/v1/admin/catalog/seasons/${first.seasonId}/order`, {
      mediaIds: ids,
    });
    expect(res.statusCode, res.body).toBe(200);
    const episodes = res.json().seasons[0].episodes as AdminEpisode[];
    expect(episodes.map((e) => [e.id, e.episodeNumber])).toEqual([
      [ids[0], 1],
      [ids[1], 2],
    ]);
    expect((await auditOf('season', first.seasonId!))[0]).toMatchObject({
      action: 'catalog.episode-order',
      before: [first.id, ids[0]],
      after: ids,
    });
  });
});

describe('video uploads (tus)', () => {
  it('refuses anonymous callers and members before storing anything', async () => {
    const anonymous = await anonymousUpload(ctx.app);
    expect(anonymous.statusCode).toBe(401);
    const member = await registerMember(ctx.app);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/uploads',
      headers: { ...bearer(member.tokens.token), 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(refused.statusCode).toBe(403);
    const noEpisode = await uploads.create({ mediaId: '999999', filename: 'x.mp4' }, 10);
    expect(noEpisode.statusCode).toBe(404);
    expect(noEpisode.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('resumes an interrupted upload, transcodes it, and lists the episode once published', async () => {
    const episode = await newEpisode(new Date(Date.now() - 1000).toISOString());
    const location = await startUpload(episode.id, clip.length);
    const half = Math.floor(clip.length / 2);
    const first = await sendBytes(location, 0, clip.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    // The connection drops here; the client asks where to carry on.
    const head = await uploads.head(location);
    expect(head.headers['upload-offset']).toBe(String(half));
    const stale = await sendBytes(location, 0, clip.subarray(0, 10));
    expect(stale.statusCode).toBe(409);
    const rest = await sendBytes(location, half, clip.subarray(half));
    expect(rest.statusCode, rest.body).toBe(204);

    const ready = await waitForVideo(episode.id, 'ready');
    expect(ready).toMatchObject({ listed: true, video: { percent: 100 } });
    expect(ready.durationSeconds).toBeGreaterThan(0);
    expect(ready.images.some((image) => image.type === 'thumbnail')).toBe(true);
    expect(await latestIds()).toContain(episode.id);
    expect(await fs.readdir(path.join(ctx.config.DATA_DIR, 'uploads'))).toEqual([]);
    expect((await auditOf('episode', episode.id))[0]).toMatchObject({
      action: 'catalog.episode-video',
      before: { assetId: null },
      after: { filename: 'clip.mp4', bytes: clip.length },
    });

    const captions = await asCreator('PUT', `/v1/admin/catalog/episodes/${episode.id}/captions`, {
      language: 'en',
      label: 'English',
      vtt: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nHello.\n',
    });
    expect(captions.statusCode, captions.body).toBe(200);
    expect(captions.json().video.captions).toEqual([{ language: 'en', label: 'English' }]);
    const badCaptions = await asCreator('PUT', `/v1/admin/catalog/episodes/${episode.id}/captions`, {
      language: 'en',
      label: 'English',
      vtt: 'not captions',
    });
    expect(badCaptions.statusCode).toBe(400);
    expect((await auditOf('episode', episode.id))[0]).toMatchObject({
      action: 'catalog.episode-captions',
      before: [],
      after: { language: 'en', label: 'English' },
    });
  }, 240_000);

  it('refuses a finished upload that is not a video, and leaves nothing behind', async () => {
    const episode = await newEpisode();
    const notVideo = Buffer.from('These are meeting notes, not a video.\n'.repeat(50));
    const location = await startUpload(episode.id, notVideo.length, 'notes.mp4');
    const res = await sendBytes(location, 0, notVideo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION' });
    expect(res.json().message).toMatch(/not a video/i);
    expect(await fs.readdir(path.join(ctx.config.DATA_DIR, 'uploads'))).toEqual([]);
    const after: AdminEpisode = (await asCreator('GET', `/v1/admin/catalog/episodes/${episode.id}`)).json();
    expect(after.video.status).toBe('none');
    expect((await auditOf('episode', episode.id)).map((entry) => entry.action)).toEqual([
      'catalog.episode-create',
    ]);
    const gone = await uploads.head(location);
    expect(gone.statusCode).toBe(404);
  });
});

describe('home curation', () => {
  it('adds, edits, orders and removes hero banners, which the home page reads', async () => {
    const episode = await newEpisode();
    const banner = {
      type: 'media-banner',
      title: 'New this week',
      text: 'The pilot is here.',
      images: [{ type: 'hero', url: '/images/shows/x/hero.svg' }],
      mediaId: episode.id,
    };
    const created = await asCreator('POST', '/v1/admin/curation/banners', banner);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    const other = (
      await asCreator('POST', '/v1/admin/curation/banners', { ...banner, title: 'Second' })
    ).json();
    const home = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/channels/v14?hero=true' }))
        .json()
        .hero.map((b: { id: number }) => b.id);
    expect(await home()).toEqual([id, other.id]);
    await asCreator('PUT', '/v1/admin/curation/banners/order', { bannerIds: [other.id, id] });
    expect(await home()).toEqual([other.id, id]);
    const off = await asCreator('PUT', `/v1/admin/curation/banners/${id}`, { ...banner, active: false });
    expect(off.json().active).toBe(false);
    expect(await home()).toEqual([other.id]);
    const missing = await asCreator('POST', '/v1/admin/curation/banners', { ...banner, mediaId: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect((await asCreator('DELETE', `/v1/admin/curation/banners/${other.id}`)).statusCode).toBe(200);
    expect(await home()).toEqual([]);
    const read = (await asCreator('GET', '/v1/admin/curation')).json();
    expect(read.banners.map((b: { id: number }) => b.id)).toEqual([id]);
    expect((await auditOf('banner', id)).map((entry) => entry.action)).toEqual([
      'curation.banner-update',
      'curation.banner-create',
    ]);
    expect((await auditOf('banner', id))[0]).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
    expect((await auditOf('banner', other.id))[0]).toMatchObject({
      action: 'curation.banner-delete',
      before: { title: 'Second' },
    });
  });

  it('fills the hot list and a promo section, as the home and join pages read them', async () => {
    const episode = await newEpisode(new Date(Date.now() - 1000).toISOString());
    await withReadyVideo(episode);
    const saved = await asCreator('PUT', '/v1/admin/curation/special-channels/hot-list', {
      title: 'Hot right now',
      mediaIds: [episode.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const hot = await ctx.app.inject({ method: 'GET', url: '/channels/v14/special/hot-list' });
    expect(hot.json().media.map((m: { id: number }) => m.id)).toEqual([episode.id]);
    const unknown = await asCreator('PUT', '/v1/admin/curation/special-channels/hot-list', {
      title: 'Hot',
      mediaIds: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    const promo = {
      images: [{ orientation: 'wide', type: null, url: '/images/promo/merch/wide.svg', alt: 'Hoodies' }],
      text: [
        { type: 'title', text: 'New merch' },
        { type: 'button', text: 'Shop' },
      ],
      urls: ['https://store.example.com'],
    };
    expect((await asCreator('PUT', '/v1/admin/curation/promo-sections/merch', promo)).statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: '/channels/v14/promo/merch' });
    expect(read.json()).toMatchObject({ name: 'merch', ...promo });
    expect((await auditOf('special-channel', 'hot-list'))[0]).toMatchObject({
      action: 'curation.special-channel',
      after: { title: 'Hot right now', mediaIds: [episode.id] },
    });
    expect((await auditOf('promo-section', 'merch'))[0]).toMatchObject({
      action: 'curation.promo-section',
      before: null,
      after: promo,
    });
  });
});
