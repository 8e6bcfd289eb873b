import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { banners, media, seasons, shows } from '../modules/content/content.schema';
import { bearer } from './members';
import type { TestContext } from './test-app';
import { writeTestClip } from './uploads';

/**
 * A console request as the role matrix sends it, by the method its operation names; `status` is the success
 * answer when it is not 200.
 */
export interface MatrixCall {
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}
export interface MatrixEntry<Fixtures = unknown> {
  role: 'staff' | 'official';
  status?: number;
  /** Without it, the operation is called as its key names it (an address without parameters, query or body). */
  call?: (fixtures: Fixtures) => Promise<MatrixCall>;
}

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const tusHeaders = { 'tus-resumable': '1.0.0' };
const patchHeaders = { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
const episodeBody = { title: 'Matrix episode', description: '', isFree: false, publishedAt: null };

/**
 * The catalog's and curation's console operations for the role matrix: each call makes the rows it acts on, so
 * every allowed caller succeeds on its own. `staffToken` is an Official account's, for the set-up it needs.
 */
export function catalogMatrix(
  context: () => TestContext,
  staffToken: () => string,
): Record<string, MatrixEntry> {
  let count = 0;
  const db = () => context().database.db;
  const unique = () => `${Date.now().toString(36)}-${(count += 1)}`;

  async function season() {
    const [show] = await db()
      .insert(shows)
      .values({ slug: `matrix-${unique()}`, title: 'Matrix show' })
      .returning();
    const [row] = await db()
      .insert(seasons)
      .values({ showId: show!.id, number: 1, title: 'Season 1' })
      .returning();
    return { showId: show!.id, seasonId: row!.id };
  }
  async function episode() {
    const { showId, seasonId } = await season();
    const [row] = await db()
      .insert(media)
      .values({ showId, seasonId, episodeNumber: 1, title: 'Matrix episode', publishedAt: null })
      .returning();
    return { showId, seasonId, mediaId: row!.id };
  }
  async function banner() {
    const [row] = await db()
      .insert(banners)
      .values({ type: 'show-banner', title: 'Matrix banner' })
      .returning();
    return row!.id;
  }
  async function upload(bytes = 100) {
    const { mediaId } = await episode();
    const res = await context().app.inject({
      method: 'POST',
      url: '/v1/admin/uploads',
      headers: {
        ...bearer(staffToken()),
        ...tusHeaders,
        'upload-length': String(bytes),
        'upload-metadata': `mediaId ${Buffer.from(String(mediaId)).toString('base64')}`,
      },
    });
    return { location: res.headers.location as string, mediaId };
  }
  /** One episode with a transcoded video, for captions (made once, through the real pipeline). */
  let ready: Promise<number> | undefined;
  async function makeReadyEpisode(): Promise<number> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-matrix-'));
    const file = path.join(dir, 'clip.mp4');
    await writeTestClip(file, { durationSeconds: 1, width: 160, height: 90, audio: false });
    const clip = await fs.readFile(file);
    await fs.rm(dir, { recursive: true, force: true });
    const { location, mediaId } = await upload(clip.length);
    const sent = await context().app.inject({
      method: 'PATCH',
      url: location,
      headers: { ...bearer(staffToken()), ...tusHeaders, ...patchHeaders },
      payload: clip,
    });
    if (sent.statusCode !== 204) throw new Error(`upload failed: ${sent.body}`);
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const [row] = await db().select({ ready: media.ready }).from(media).where(eq(media.id, mediaId));
      if (row?.ready) return mediaId;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the matrix episode was not transcoded in time');
  }

  const staff = (call: () => Promise<MatrixCall>, status?: number): MatrixEntry => ({
    role: 'staff',
    call,
    status,
  });
  const picture = { contentType: 'image/png', data: PNG };
  return {
    'GET /v1/admin/catalog/shows': { role: 'staff' },
    'POST /v1/admin/catalog/shows': staff(async () => ({
      url: '/v1/admin/catalog/shows',
      payload: { slug: `new-${unique()}`, title: 'New show' },
    })),
    'PUT /v1/admin/catalog/shows/order': staff(async () => {
      const ids = (await db().select({ id: shows.id }).from(shows)).map((row) => row.id);
      return { url: '/v1/admin/catalog/shows/order', payload: { showIds: ids.reverse() } };
    }),
    'GET /v1/admin/catalog/shows/{showId}': staff(async () => ({
      url: `/v1/admin/catalog/shows/${(await season()).showId}`,
    })),
    'PUT /v1/admin/catalog/shows/{showId}': staff(async () => ({
      url: `/v1/admin/catalog/shows/${(await season()).showId}`,
      payload: { slug: `edited-${unique()}`, title: 'Edited show' },
    })),
    'PUT /v1/admin/catalog/shows/{showId}/images/{type}': staff(async () => ({
      url: `/v1/admin/catalog/shows/${(await season()).showId}/images/packshot`,
      payload: picture,
    })),
    'POST /v1/admin/catalog/shows/{showId}/seasons': staff(async () => ({
      url: `/v1/admin/catalog/shows/${(await season()).showId}/seasons`,
      payload: { title: 'Season 2' },
    })),
    'PUT /v1/admin/catalog/seasons/{seasonId}': staff(async () => ({
      url: `/v1/admin/catalog/seasons/${(await season()).seasonId}`,
      payload: { title: 'Renamed' },
    })),
    'PUT /v1/admin/catalog/seasons/{seasonId}/order': staff(async () => {
      const { seasonId, mediaId } = await episode();
      return {
        url: `/v1/admin/catalog/seasons/${seasonId}/order`,
        payload: { mediaIds: [mediaId] },
      };
    }),
    'POST /v1/admin/catalog/seasons/{seasonId}/episodes': staff(async () => ({
      url: `/v1/admin/catalog/seasons/${(await season()).seasonId}/episodes`,
      payload: episodeBody,
    })),
    'GET /v1/admin/catalog/episodes/{mediaId}': staff(async () => ({
      url: `/v1/admin/catalog/episodes/${(await episode()).mediaId}`,
    })),
    'PUT /v1/admin/catalog/episodes/{mediaId}': staff(async () => ({
      url: `/v1/admin/catalog/episodes/${(await episode()).mediaId}`,
      payload: { ...episodeBody, publishedAt: new Date().toISOString() },
    })),
    'PUT /v1/admin/catalog/episodes/{mediaId}/images/{type}': staff(async () => ({
      url: `/v1/admin/catalog/episodes/${(await episode()).mediaId}/images/thumbnail`,
      payload: picture,
    })),
    'PUT /v1/admin/catalog/episodes/{mediaId}/captions': staff(async () => ({
      url: `/v1/admin/catalog/episodes/${await (ready ??= makeReadyEpisode())}/captions`,
      payload: { language: 'en', label: 'English', vtt: 'WEBVTT\n\n00:00.000 --> 00:00.900\nHi.\n' },
    })),
    'POST /v1/admin/uploads': staff(async () => {
      const { mediaId } = await episode();
      return {
        url: '/v1/admin/uploads',
        headers: {
          ...tusHeaders,
          'upload-length': '100',
          'upload-metadata': `mediaId ${Buffer.from(String(mediaId)).toString('base64')}`,
        },
      };
    }, 201),
    'PATCH /v1/admin/uploads/{uploadId}': staff(
      async () => ({
        url: (await upload()).location,
        headers: { ...tusHeaders, ...patchHeaders },
        payload: Buffer.alloc(10),
      }),
      204,
    ),
    'DELETE /v1/admin/uploads/{uploadId}': staff(
      async () => ({ url: (await upload()).location, headers: tusHeaders }),
      204,
    ),
    'GET /v1/admin/curation': { role: 'staff' },
    'POST /v1/admin/curation/banners': staff(async () => ({
      url: '/v1/admin/curation/banners',
      payload: { type: 'show-banner', title: 'New banner' },
    })),
    'PUT /v1/admin/curation/banners/order': staff(async () => {
      const ids = (await db().select({ id: banners.id }).from(banners)).map((row) => row.id);
      return {
        url: '/v1/admin/curation/banners/order',
        payload: { bannerIds: ids.reverse() },
      };
    }),
    'PUT /v1/admin/curation/banners/{bannerId}': staff(async () => ({
      url: `/v1/admin/curation/banners/${await banner()}`,
      payload: { type: 'show-banner', title: 'Edited banner', active: false },
    })),
    'DELETE /v1/admin/curation/banners/{bannerId}': staff(async () => ({
      url: `/v1/admin/curation/banners/${await banner()}`,
    })),
    'PUT /v1/admin/curation/special-channels/{name}': staff(async () => ({
      url: '/v1/admin/curation/special-channels/hot-list',
      payload: { title: 'Hot right now', mediaIds: [(await episode()).mediaId] },
    })),
    'PUT /v1/admin/curation/promo-sections/{name}': staff(async () => ({
      url: '/v1/admin/curation/promo-sections/merch',
      payload: { images: [], text: [{ type: 'title', text: 'Merch' }], urls: [] },
    })),
  };
}
