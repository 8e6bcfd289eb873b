import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AccountType } from '@crewcast/contracts/account';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, checkout } from '../../test/billing';
import { seedTestCatalog } from '../../test/catalog';
import { bearer, device, guardedPost, registerMember, requestAs, type TestMember } from '../../test/members';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createVerifiedAccount } from '../account/create-account';
import { media } from '../content/content.schema';
import { createMediaRepository } from '../media/media.repository';
import { TRANSCODE_JOB } from '../media/media.service';
import { writeTestClip } from '../../test/uploads';

let ctx: TestContext;
let catalog: Awaited<ReturnType<typeof seedTestCatalog>>;
let workDir: string;

beforeAll(async () => {
  ctx = await createTestApp({
    DEMO: 'false',
    TRUST_PROXY: '1',
    ACCOUNT_RATE_LIMIT_MAX: '1000',
    STREAM_LIMIT: '2',
  });
  catalog = await seedTestCatalog(ctx.database.db);
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-playback-'));
  const source = path.join(workDir, 'clip.mp4');
  await writeTestClip(source, { durationSeconds: 3, width: 640, height: 360, frameRate: 24 });
  // The real pipeline: a queued transcode publishes the asset and lists the media that use it.
  const asset = await createMediaRepository(ctx.database.db).insert(source);
  const ids = [catalog.ep1, catalog.free];
  await ctx.database.db.update(media).set({ assetId: asset.id, ready: false }).where(inArray(media.id, ids));
  await ctx.jobs.send(TRANSCODE_JOB, { assetId: asset.id });
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, catalog.free));
    if (row?.ready) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

const open = (member: TestMember, mediaId: number, token = member.tokens.token) =>
  requestAs(ctx.app, token, 'POST', `/v1/playback/${mediaId}`);

describe('opening playback', () => {
  it('gives a member signed HLS and DASH sources of a free video, and lists it once published', async () => {
    const member = await registerMember(ctx.app);
    const res = await open(member, catalog.free);
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.sources.map((s: { format: string }) => s.format)).toEqual(['hls', 'dash']);
    expect(session.progress).toMatchObject({ currentTime: 0 });
    const season = (
      await ctx.app.inject({ method: 'GET', url: `/channels/v14/season/${catalog.seasonId}` })
    ).json();
    const listed = season.media.find((m: { id: number }) => m.id === catalog.ep1);
    expect(listed.durationSeconds).toBe(3);
    // The still frame is public; the video is not.
    const thumbnail = listed.images.find((image: { type: string }) => image.type === 'thumbnail')
      .url as string;
    const still = await ctx.app.inject({ method: 'GET', url: thumbnail });
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toBe('image/jpeg');
    const unsigned = thumbnail.replace('thumbnail.jpg', 'master.m3u8');
    expect((await ctx.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(404);

    const master = await ctx.app.inject({ method: 'GET', url: session.sources[0].url });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    expect(master.body).toContain('#EXT-X-STREAM-INF');
    const variant = master.body
      .split('\n')
      .find((line) => line.endsWith('.m3u8') && !line.startsWith('#')) as string;
    const playlistUrl = new URL(variant, `http://x${session.sources[0].url}`).pathname;
    const playlist = await ctx.app.inject({ method: 'GET', url: playlistUrl });
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.m4s')) as string;
    const segmentUrl = new URL(segment, `http://x${playlistUrl}`).pathname;
    const part = await ctx.app.inject({ method: 'GET', url: segmentUrl, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    // Cached while its signature lasts (shared by a window: at most twice the link's lifetime), never past it.
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(part.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(2 * ctx.config.MEDIA_URL_TTL_SECONDS);
  });

  it('lets a Cast receiver on another origin read signed media, ranges included, and nothing else', async () => {
    const member = await registerMember(ctx.app);
    const url: string = (await open(member, catalog.free)).json().sources[0].url;
    const receiver = { origin: 'https://www.gstatic.com' };
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        ...receiver,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'range',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD',
      'access-control-allow-headers': 'Content-Type, Accept-Encoding, Range',
    });
    const master = await ctx.app.inject({ method: 'GET', url, headers: { ...receiver, range: 'bytes=0-9' } });
    expect(master.statusCode).toBe(206);
    expect(master.headers['access-control-allow-origin']).toBe('*');
    expect(master.headers['access-control-allow-credentials']).toBeUndefined();
    expect(master.headers['access-control-expose-headers']).toContain('Content-Range');
    // The API keeps the configured allow-list (none here).
    const api = await ctx.app.inject({
      method: 'POST',
      url: `/v1/playback/${catalog.free}`,
      headers: { ...bearer(member.tokens.token), ...receiver },
    });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a tampered link, and a link used for a file outside its folder', async () => {
    const member = await registerMember(ctx.app);
    const url: string = (await open(member, catalog.free)).json().sources[0].url;
    const tampered = url.replace(/\.([A-Za-z0-9_-]{10})/, '.AAAAAAAAAA');
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const [, mount, token] = url.split('/');
    const elsewhere = `/${mount}/${token}/00000000-0000-4000-8000-000000000000/master.m3u8`;
    const res = await ctx.app.inject({ method: 'GET', url: elsewhere });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This video link is not valid for that file.');
  });

  it('asks a member without a subscription to subscribe for subscriber-only video; subscribers and staff may watch', async () => {
    const member = await registerMember(ctx.app);
    const refused = await open(member, catalog.ep1);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toBe('SUBSCRIPTION_REQUIRED');

    // A trial is a subscription: the same member plays it once subscribed.
    const subscribed = await checkout(ctx.app, member.tokens.token, { planId: 'monthly', card: card() });
    expect(subscribed.json().subscription.status).toBe('trialing');
    expect((await open(member, catalog.ep1)).statusCode).toBe(200);

    await createVerifiedAccount(ctx.database.db, {
      email: 'staff-viewer@crewcast.test',
      displayName: 'Staff Viewer',
      password: 'staff password',
      accountType: AccountType.Official,
    });
    const login = await guardedPost(ctx.app, '/v2/account/login', 'login', {
      email: 'staff-viewer@crewcast.test',
      password: 'staff password',
      device: device(),
    });
    expect(
      (await requestAs(ctx.app, login.json().token, 'POST', `/v1/playback/${catalog.ep1}`)).statusCode,
    ).toBe(200);
  });

  it('answers 404 for a video with nothing to play', async () => {
    const member = await registerMember(ctx.app);
    expect((await open(member, catalog.ep2)).statusCode).toBe(404);
  });
});

describe('stream limit', () => {
  it('counts open sessions against the limit until they end', async () => {
    const member = await registerMember(ctx.app);
    const first = (await open(member, catalog.free)).json();
    expect((await open(member, catalog.free)).statusCode).toBe(200);
    const third = await open(member, catalog.free);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ error: 'STREAM_LIMIT', fields: { streamLimit: ['2'] } });
    const info = (
      await requestAs(ctx.app, member.tokens.token, 'GET', '/v1/userinfo/query?select=subscription')
    ).json();
    expect(info).toMatchObject({ streamLimit: 2, streamsRemaining: 0 });

    const beat = (sessionId: string) =>
      requestAs(ctx.app, member.tokens.token, 'POST', `/v1/playback/sessions/${sessionId}/heartbeat`);
    expect((await beat(first.sessionId)).statusCode).toBe(200);
    await requestAs(ctx.app, member.tokens.token, 'DELETE', `/v1/playback/sessions/${first.sessionId}`);
    expect((await beat(first.sessionId)).statusCode).toBe(404);
    expect((await open(member, catalog.free)).statusCode).toBe(200);
  });

  it('does not play on an inactive device', async () => {
    const member = await registerMember(ctx.app);
    const other = await guardedPost(ctx.app, '/v2/account/login', 'login', {
      email: member.email,
      password: member.password,
      device: device('second'),
    });
    await requestAs(ctx.app, other.json().token, 'PATCH', '/v2/device', {
      deviceIdentifier: member.deviceIdentifier,
      isActive: false,
    });
    const res = await open(member, catalog.free);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('DEVICE_INACTIVE');
  });
});
