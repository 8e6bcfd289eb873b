import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleLivestream, LiveMedia } from '@crewcast/contracts/live';
import type { LivestreamPush, LivestreamStatus } from '@crewcast/contracts/realtime';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../free-port';
import { card, checkout } from '../../test/billing';
import { seedTestCatalog } from '../../test/catalog';
import { bearer, registerMember, requestAs, type TestMember } from '../../test/members';
import { ask, connectMember, listen, nextPush, staffMember } from '../../test/realtime';
import { createTestApp, type TestContext } from '../../test/test-app';
import { shows } from '../content/content.schema';
import { livestreams } from './live.schema';
import { locateMediaBinaries } from '../media/ffmpeg-binary';
import { exitOf, pushTestPattern } from '../../test/rtmp-test-push';

let ctx: TestContext;
let baseUrl: string;
let rtmpPort: number;
let ffmpeg: string;
let staff: TestMember;
/** While this file exists the ffmpeg the app runs fails as a packager, as one without -stats_period does. */
let failPackaging: string;
const logLines: string[] = [];
const sockets: Socket[] = [];
const pushers: ChildProcess[] = [];

beforeAll(async () => {
  rtmpPort = await freePort();
  ffmpeg = (await locateMediaBinaries({})).ffmpeg;
  const tools = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-ffmpeg-'));
  failPackaging = path.join(tools, 'fail-packaging');
  const wrapper = path.join(tools, 'ffmpeg');
  await fs.writeFile(
    wrapper,
    [
      '#!/bin/sh',
      `if [ -e '${failPackaging}' ]; then`,
      '  case " $* " in *" pipe:0 "*)',
      `    echo "Unrecognized option 'stats_period'." >&2`,
      '    echo "Error splitting the argument list: Option not found" >&2',
      '    exit 1;;',
      '  esac',
      'fi',
      `exec '${ffmpeg}' "$@"`,
    ].join('\n'),
    { mode: 0o755 },
  );
  ctx = await createTestApp(
    {
      RTMP_PORT: String(rtmpPort),
      RTMP_HOST: '127.0.0.1',
      LIVE_STALL_SECONDS: '6',
      LIVE_LADDER: 'source',
      FFMPEG_PATH: wrapper,
    },
    { logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }) },
  );
  baseUrl = await listen(ctx);
  staff = await staffMember(ctx);
}, 60_000);
afterAll(async () => {
  for (const pusher of pushers) pusher.kill('SIGKILL');
  for (const socket of sockets) socket.close();
  await ctx.close();
});

function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return requestAs(ctx.app, staff.tokens.token, method, url, payload);
}

function push(key: string, seconds = 60): ChildProcess {
  const pusher = pushTestPattern({ ffmpeg, url: `rtmp://127.0.0.1:${rtmpPort}/live/${key}`, seconds });
  pushers.push(pusher);
  return pusher;
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function get(url: string, member?: TestMember) {
  return ctx.app.inject({ method: 'GET', url, headers: member ? bearer(member.tokens.token) : {} });
}

const statusPush = (isLive: boolean) => (push: LivestreamPush) =>
  push.type === 'status' && push.status.isLive === isLive;

const consoleRow = async (livestreamId: string): Promise<ConsoleLivestream> =>
  (await admin('GET', `/v1/admin/livestreams/${livestreamId}`)).json();

describe('going live over RTMP', () => {
  it('refuses a wrong stream key without logging it', async () => {
    const wrongKey = 'not-a-stream-key-0123456789';
    const pusher = push(wrongKey, 20);
    expect(await exitOf(pusher)).not.toBe(0);
    const log = logLines.join('');
    expect(log).toContain('RTMP publish refused');
    expect(log).not.toContain(wrongKey);
  }, 30_000);

  it('refuses a second encoder on a stream key that is publishing, and End drops the first one', async () => {
    const created = await admin('POST', '/v1/admin/livestreams', {
      title: 'Two encoders',
      scheduledStart: null,
      requiresSubscription: false,
    });
    const stream: ConsoleLivestream = created.json();
    const first = push(stream.streamKey);
    await until('the stream to go live', async () => {
      const row: ConsoleLivestream = (
        await admin('GET', `/v1/admin/livestreams/${stream.livestreamId}`)
      ).json();
      return row.state === 'live' ? row : undefined;
    });
    const second = push(stream.streamKey, 20);
    expect(await exitOf(second)).not.toBe(0);
    expect(logLines.join('')).toContain('RTMP publish refused: the stream key is already publishing');

    const ended = await admin('POST', `/v1/admin/livestreams/${stream.livestreamId}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ state: 'ended' });
    // The encoder that was streaming is the one cut off, well before its minute of test pattern is over.
    const stopped = await Promise.race([
      exitOf(first).then(() => 'stopped'),
      new Promise((resolve) => setTimeout(() => resolve('still streaming'), 10_000)),
    ]);
    expect(stopped).toBe('stopped');
  }, 60_000);

  it('drops the encoder within seconds when End is pressed on another server', async () => {
    const created = await admin('POST', '/v1/admin/livestreams', {
      title: 'Ended elsewhere',
      scheduledStart: null,
      requiresSubscription: false,
    });
    const stream: ConsoleLivestream = created.json();
    const encoder = push(stream.streamKey);
    await until('the stream to go live', async () => {
      const row = await consoleRow(stream.livestreamId);
      return row.state === 'live' ? row : undefined;
    });
    // What End does on a node that holds no encoder for the stream: it sets the stream ended in the database.
    await ctx.database.db
      .update(livestreams)
      .set({ state: 'ended', url: '', endedAt: new Date(), ingestHealth: null })
      .where(eq(livestreams.id, stream.livestreamId));
    const stopped = await Promise.race([
      exitOf(encoder).then(() => 'stopped'),
      new Promise((resolve) => setTimeout(() => resolve('still streaming'), 10_000)),
    ]);
    expect(stopped, logLines.filter((line) => line.includes('live broadcast ended')).join('')).toBe(
      'stopped',
    );
    const row = await consoleRow(stream.livestreamId);
    expect(row.state).toBe('ended');
    expect(logLines.join('')).toContain('ended on another server');
  }, 60_000);

  it('packages a subscriber-only stream, pushes its status, resumes a reconnect, ends and records it', async () => {
    await seedTestCatalog(ctx.database.db);
    const [show] = await ctx.database.db.select().from(shows).where(eq(shows.slug, 'night-shift'));
    const showId = show!.id;
    const created = await admin('POST', '/v1/admin/livestreams', {
      title: 'Members night',
      scheduledStart: null,
      requiresSubscription: true,
      recordingShowId: showId,
      recordingPublish: true,
    });
    expect(created.statusCode).toBe(200);
    const stream: ConsoleLivestream = created.json();
    expect(stream.rtmpUrl).toBe(`rtmp://localhost:${rtmpPort}/live`);
    expect(stream.streamKey).toMatch(/^[\w-]{40,}$/);

    const subscriber = await registerMember(ctx.app);
    expect(
      (await checkout(ctx.app, subscriber.tokens.token, { planId: 'monthly', card: card() })).statusCode,
    ).toBe(200);
    const visitor = await registerMember(ctx.app);
    const [subscriberSocket, visitorSocket] = await Promise.all([
      connectMember(baseUrl, subscriber),
      connectMember(baseUrl, visitor),
    ]);
    sockets.push(subscriberSocket, visitorSocket);

    // Starting as soon as the encoder connects, then live once media arrives, pushed to every connected member;
    // the URL is the subscriber's alone.
    const startingPush = nextPush<LivestreamPush>(
      visitorSocket,
      'livestream',
      (push) =>
        push.type === 'status' &&
        !push.status.isLive &&
        push.status.starting.some((starting) => starting.livestreamId === stream.livestreamId),
      10_000,
    );
    const livePushes = Promise.all([
      nextPush<LivestreamPush>(subscriberSocket, 'livestream', statusPush(true), 20_000),
      nextPush<LivestreamPush>(visitorSocket, 'livestream', statusPush(true), 20_000),
    ]);
    push(stream.streamKey);
    await startingPush;
    const [forSubscriber, forVisitor] = (await livePushes) as { status: LivestreamStatus }[];
    expect(forVisitor!.status.starting).toEqual([]);
    // The console reads the encoder's bitrate and frame rate within seconds (the test pattern runs at 25 fps).
    const measured = await until(
      'the encoder to be measured',
      async () => {
        const health = (await consoleRow(stream.livestreamId)).ingestHealth;
        return health && health.bitrateKbps > 0 && health.fps > 0 ? health : undefined;
      },
      8000,
    );
    expect(measured.packagingError).toBeNull();
    const url = forSubscriber!.status.streams[0]!.url;
    expect(forSubscriber!.status.streams[0]).toMatchObject({
      livestreamId: stream.livestreamId,
      requiresSubscription: true,
    });
    expect(url).toMatch(new RegExp(`^/live-media/[^/]+/${stream.livestreamId}/[^/]+/master\\.m3u8$`));
    expect(forVisitor!.status.streams[0]).toMatchObject({ livestreamId: stream.livestreamId, url: '' });
    const asked = await ask<{ status: LivestreamStatus }>(subscriberSocket, 'livestream', { type: 'status' });
    expect(asked.ok && asked.status.streams[0]?.url).toBe(url);

    // GET /v2/live/media lists it, signed for the subscriber only.
    const listed: LiveMedia = (await get('/v2/live/media', subscriber)).json();
    expect(listed.media.find((item) => item.livestreamId === stream.livestreamId)).toMatchObject({
      state: 'live',
      url,
    });
    const refused: LiveMedia = (await get('/v2/live/media', visitor)).json();
    expect(refused.media.find((item) => item.livestreamId === stream.livestreamId)).toMatchObject({
      url: '',
    });

    // The master playlist leads to a media playlist that grows, one-second fMP4 segments.
    const master = await get(url);
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('source/index.m3u8');
    const folder = url.slice(0, url.lastIndexOf('/') + 1);
    const playlistUrl = `${folder}source/index.m3u8`;
    const first = await get(playlistUrl);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES');
    expect(first.body).toContain('#EXT-X-PROGRAM-DATE-TIME');
    const segments = (text: string) => text.match(/^seg_\d+\.m4s$/gm) ?? [];
    const sequence = (text: string) =>
      Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]) + segments(text).length;
    const written = sequence(first.body);
    // A blocking reload is held until the next segment exists.
    const blocked = await get(`${playlistUrl}?_HLS_msn=${written}`);
    expect(sequence(blocked.body)).toBeGreaterThan(written);

    // Segments play with the signed URL and are refused without it.
    const segment = segments(blocked.body).at(-1)!;
    expect((await get(`${folder}source/${segment}`)).statusCode).toBe(200);
    const unsigned = folder.replace(/^\/live-media\/[^/]+\//, '/live-media/');
    const forged = await get(
      `${unsigned.replace('/live-media/', '/live-media/1.aaaa.bbbb/')}source/${segment}`,
    );
    expect(forged.statusCode).toBe(403);
    const otherFolder = await get(url.replace(stream.livestreamId, '00000000-0000-4000-8000-000000000000'));
    expect(otherFolder.statusCode).toBe(403);

    // The encoder drops and comes back within the stall time: the same broadcast goes on.
    const firstPusher = pushers.at(-1)!;
    firstPusher.kill('SIGKILL');
    await exitOf(firstPusher);
    push(stream.streamKey);
    const resumedFrom = sequence((await get(playlistUrl)).body);
    const resumed = await until('the playlist to grow after the reconnect', async () => {
      const text = (await get(playlistUrl)).body;
      return sequence(text) > resumedFrom + 2 ? text : undefined;
    });
    expect(resumed).not.toContain('#EXT-X-ENDLIST');
    const still = await ask<{ status: LivestreamStatus }>(subscriberSocket, 'livestream', { type: 'status' });
    expect(still.ok && still.status.streams[0]?.url).toBe(url);

    // The encoder stops: after the stall time the stream ends, pushed to everyone.
    const offline = nextPush<LivestreamPush>(visitorSocket, 'livestream', statusPush(false), 15_000);
    const secondPusher = pushers.at(-1)!;
    secondPusher.kill('SIGKILL');
    await offline;
    // Its files go once the recording is taken from them.
    await until('the live files to be removed', async () =>
      (await get(playlistUrl)).statusCode === 404 ? true : undefined,
    );

    // The recording goes through the media pipeline and becomes a published episode of the chosen show.
    const recorded = await until(
      'the recording to be ready',
      async () => {
        const row: ConsoleLivestream = (
          await admin('GET', `/v1/admin/livestreams/${stream.livestreamId}`)
        ).json();
        const recording = row.recordings[0];
        if (recording?.status === 'failed') throw new Error('the recording failed');
        return recording?.status === 'ready' ? recording : undefined;
      },
      90_000,
    );
    expect(recorded.mediaId).toEqual(expect.any(Number));
    expect(recorded.chatReplay).toMatchObject({ livestreamId: stream.livestreamId, to: expect.any(String) });
    const episode = await admin('GET', `/v1/admin/catalog/episodes/${recorded.mediaId}`);
    expect(episode.json()).toMatchObject({ showId, listed: true, video: { status: 'ready' } });
    expect(episode.json().durationSeconds).toBeGreaterThanOrEqual(3);
    const playable = await requestAs(
      ctx.app,
      subscriber.tokens.token,
      'POST',
      `/v1/playback/${recorded.mediaId}`,
    );
    expect(playable.statusCode).toBe(200);
  }, 180_000);

  it('shows a connected encoder whose packaging failed, and the failed recording says why', async () => {
    const created = await admin('POST', '/v1/admin/livestreams', {
      title: 'Old ffmpeg',
      scheduledStart: null,
      requiresSubscription: false,
    });
    const stream: ConsoleLivestream = created.json();
    await fs.writeFile(failPackaging, '');
    try {
      const pusher = push(stream.streamKey, 20);
      const failing = await until(
        'the packaging failure to show',
        async () => {
          const health = (await consoleRow(stream.livestreamId)).ingestHealth;
          return health?.packagingError ? health : undefined;
        },
        8000,
      );
      expect(failing.packagingError).toContain("Unrecognized option 'stats_period'.");
      // Viewers are not told it is starting: it will not play.
      const viewer = await connectMember(baseUrl, staff);
      sockets.push(viewer);
      const status = await ask<{ status: LivestreamStatus }>(viewer, 'livestream', { type: 'status' });
      expect(status.ok && status.status.starting).toEqual([]);

      pusher.kill('SIGKILL');
      const ended = await until('the broadcast to end', async () => {
        const row = await consoleRow(stream.livestreamId);
        return row.ingestHealth === null && row.recordings[0]?.status === 'failed' ? row : undefined;
      });
      expect(ended.state).toBe('scheduled');
      expect(ended.recordings[0]!.error).toContain(
        "Live packaging failed: Unrecognized option 'stats_period'.",
      );
    } finally {
      await fs.rm(failPackaging, { force: true });
    }
  }, 30_000);
});
