import type { ChildProcess } from 'node:child_process';
import type { AdminEpisode } from '@crewcast/contracts/catalog';
import type { Season, Show } from '@crewcast/contracts/content';
import type { ConsoleLivestream, LiveMedia } from '@crewcast/contracts/live';
import type { PlaybackSession } from '@crewcast/contracts/playback';
import type { Battle } from '@crewcast/contracts/projects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaosHttp, sleep, type ChaosHttp } from '../../chaos/http';
import { upload } from '../../chaos/uploads';
import { freePort } from '../../free-port';
import { DEMO_PASSWORD, DEMO_SUBSCRIBER_EMAIL } from '../../seed/demo';
import { demoShows } from '../../seed/demo-catalog';
import { bundledFfmpeg } from '../../test/bundled-ffmpeg';
import { testSites, waitReady, type RunningProcess, type ServerSite } from '../../test/server-process';
import { testClip } from '../../test/uploads';
import { exitOf, pushTestPattern } from '../../test/rtmp-test-push';
import { locateMediaBinaries } from './ffmpeg-binary';

/**
 * The first run of a machine without ffmpeg: the built server on the bundled ffmpeg 4.1 alone seeds the whole
 * demo network, transcodes an upload from the console, and takes an RTMP push live and records it.
 */
const DEMO_STAFF_EMAIL = 'staff@crewcast.test';
/** The demo's clips go through the real pipeline on the old build: minutes on a busy machine. */
const SEED_TIMEOUT_MS = 12 * 60_000;

const sites = testSites();
let site: ServerSite;
let server: RunningProcess;
let http: ChaosHttp;
let rtmpPort: number;
let staff: string;
let subscriber: string;
const pushers: ChildProcess[] = [];

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (server.child.exitCode !== null) throw new Error(`${what}: the server exited: ${server.outputTail()}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms: ${server.outputTail()}`);
    await sleep(500);
  }
}

async function get<T>(url: string, token?: string): Promise<T> {
  const answer = await http.request('GET', url, { token });
  if (answer?.status !== 200)
    throw new Error(`GET ${url}: ${answer?.status} ${JSON.stringify(answer?.body)}`);
  return answer.body as T;
}

/** A member's playback session for an episode answers, its HLS master playlist is served, and it is closed. */
async function expectPlayable(mediaId: number, token: string): Promise<void> {
  const session = await http.request('POST', `/v1/playback/${mediaId}`, { token });
  expect(session?.status, `episode ${mediaId}: ${JSON.stringify(session?.body)}`).toBe(200);
  const { sessionId, sources } = session!.body as unknown as PlaybackSession;
  const hls = sources.find((source) => source.format === 'hls');
  const master = await fetch(new URL(hls!.url, site.url));
  expect(master.status, `episode ${mediaId}`).toBe(200);
  expect(await master.text()).toContain('#EXT-X-STREAM-INF');
  // One subscriber plays every episode in turn, within the stream limit.
  await http.request('DELETE', `/v1/playback/sessions/${sessionId}`, { token });
}

async function signIn(email: string): Promise<string> {
  const login = await http.signIn(email, DEMO_PASSWORD);
  if (login.status !== 200) throw new Error(`${email} cannot sign in: ${JSON.stringify(login.body)}`);
  return login.body.token as string;
}

describe.skipIf(!bundledFfmpeg)(
  'the server on the bundled ffmpeg 4.1 alone (skipped without @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe)',
  () => {
    beforeAll(async () => {
      rtmpPort = await freePort();
      site = await sites.create({
        DEMO: 'true',
        FFMPEG_PATH: bundledFfmpeg!.ffmpeg,
        FFPROBE_PATH: bundledFfmpeg!.ffprobe,
        LOG_LEVEL: 'info',
        CONTENT_CACHE_TTL_MS: '0',
        ALTCHA_MAX_NUMBER: '100',
        RTMP_PORT: String(rtmpPort),
        RTMP_HOST: '127.0.0.1',
        LIVE_STALL_SECONDS: '5',
        LIVE_LADDER: 'source',
      });
      http = chaosHttp(site.url);
      server = sites.start(site);
      await waitReady(site, server);
      // The demo accounts exist once the server is ready; the clips come after.
      staff = await signIn(DEMO_STAFF_EMAIL);
      subscriber = await signIn(DEMO_SUBSCRIBER_EMAIL);
    }, 240_000);
    afterAll(async () => {
      for (const pusher of pushers) pusher.kill('SIGKILL');
      await sites.cleanUp();
    });

    it('says at start that it runs the bundled ffmpeg', () => {
      const probe = server
        .output()
        .split('\n')
        .find((line) => line.includes('media toolchain:'));
      expect(probe).toContain(`(${bundledFfmpeg!.ffmpeg})`);
      expect(probe).toContain('no filter:gradients');
      expect(probe).not.toContain('UNAVAILABLE');
    });

    it(
      'seeds the demo whole: every episode listed and playable, the Greenlight pitches with their videos',
      async () => {
        const started = Date.now();
        const expected = demoShows.map((show) => ({ slug: show.slug, episodes: show.seasons.flat().length }));
        const listed = await until(
          'every demo episode to be listed',
          async () => {
            const ids: number[] = [];
            for (const { slug, episodes } of expected) {
              const show = await http.request('GET', `/channels/v14/slug/${slug}`);
              if (show?.status !== 200) return undefined;
              const seasons = await Promise.all(
                (show.body as unknown as Show).seasons.map((season) =>
                  get<Season>(`/channels/v14/season/${season.id}`),
                ),
              );
              const media = seasons.flatMap((season) => season.media);
              if (media.length < episodes) return undefined;
              ids.push(...media.map((item) => item.id));
            }
            return ids;
          },
          SEED_TIMEOUT_MS,
        );
        expect(listed).toHaveLength(expected.reduce((sum, show) => sum + show.episodes, 0));
        for (const mediaId of listed) await expectPlayable(mediaId, subscriber);

        const battle = await until(
          'the Greenlight pitches to have their videos',
          async () => {
            const active = await get<Battle | null>('/v5/projects/active');
            const sides = active ? [active.leftProject, active.rightProject] : [];
            return sides.length > 0 && sides.every((project) => project.videos.length > 0)
              ? active
              : undefined;
          },
          SEED_TIMEOUT_MS - (Date.now() - started),
        );
        for (const project of [battle!.leftProject, battle!.rightProject]) {
          const hls = project.videos.find((video) => video.format === 'hls');
          expect(hls, project.title).toBeDefined();
          expect((await fetch(new URL(hls!.url, site.url))).ok, project.title).toBe(true);
        }
        console.log(`demo seeded on the bundled ffmpeg in ${Math.round((Date.now() - started) / 1000)} s`);
      },
      SEED_TIMEOUT_MS + 60_000,
    );

    it('transcodes a clip uploaded through the console', async () => {
      const clip = await testClip(await locateMediaBinaries({ ffmpegPath: bundledFfmpeg!.ffmpeg }));
      const mediaId = await upload(http, staff, clip);
      expect(mediaId).toEqual(expect.any(Number));
      const episode = await until(
        'the uploaded clip to be transcoded',
        async () => {
          const row = await get<AdminEpisode>(`/v1/admin/catalog/episodes/${mediaId}`, staff);
          if (row.video.status === 'failed') throw new Error(`the transcode failed: ${row.video.error}`);
          return row.video.status === 'ready' ? row : undefined;
        },
        120_000,
      );
      expect(episode.durationSeconds).toBe(2);
    }, 180_000);

    it('takes an RTMP push live, with an encoder reconnect, and records the broadcast', async () => {
      const show = await http.request('POST', '/v1/admin/catalog/shows', {
        token: staff,
        body: {
          slug: 'fallback-live',
          title: 'Fallback Live',
          description: 'Recorded broadcasts.',
          tags: [],
        },
      });
      expect(show?.status).toBe(200);
      const showId = show!.body.id as number;
      const created = await http.request('POST', '/v1/admin/livestreams', {
        token: staff,
        body: {
          title: 'Fallback night',
          scheduledStart: null,
          requiresSubscription: true,
          recordingShowId: showId,
          recordingPublish: true,
        },
      });
      expect(created?.status).toBe(200);
      const stream = created!.body as unknown as ConsoleLivestream;
      const livestream = () => get<ConsoleLivestream>(`/v1/admin/livestreams/${stream.livestreamId}`, staff);
      const push = (seconds: number) => {
        const pusher = pushTestPattern({
          ffmpeg: bundledFfmpeg!.ffmpeg,
          url: `rtmp://127.0.0.1:${rtmpPort}/live/${stream.streamKey}`,
          seconds,
        });
        pushers.push(pusher);
        return pusher;
      };

      const first = push(6);
      await until(
        'the stream to go live',
        async () => ((await livestream()).state === 'live' ? true : undefined),
        30_000,
      );
      const media = await get<LiveMedia>('/v2/live/media', subscriber);
      const url = media.media.find((item) => item.livestreamId === stream.livestreamId)?.url;
      expect(url).toMatch(/master\.m3u8$/);
      const master = await fetch(new URL(url!, site.url));
      expect(master.status).toBe(200);
      expect(await master.text()).toContain('source/index.m3u8');
      const playlist = await fetch(new URL(url!.replace(/master\.m3u8$/, 'source/index.m3u8'), site.url));
      expect(playlist.status).toBe(200);
      expect(await playlist.text()).toMatch(/^seg_\d+\.m4s$/m);

      // The encoder drops and comes back within the stall time: one broadcast, one recording.
      first.kill('SIGKILL');
      await exitOf(first);
      const second = push(4);
      expect(await exitOf(second)).toBe(0);

      const recorded = await until(
        'the recording to be ready',
        async () => {
          const row = await livestream();
          const recording = row.recordings[0];
          if (recording?.status === 'failed')
            throw new Error(`the recording failed: ${server.outputTail().slice(-4000)}`);
          return row.state === 'ended' && recording?.status === 'ready' ? recording : undefined;
        },
        120_000,
      );
      expect((await livestream()).recordings).toHaveLength(1);
      const episode = await get<AdminEpisode>(`/v1/admin/catalog/episodes/${recorded.mediaId}`, staff);
      expect(episode).toMatchObject({ showId, listed: true, video: { status: 'ready' } });
      await expectPlayable(recorded.mediaId!, subscriber);
    }, 240_000);
  },
);
