import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AdminEpisode } from '@crewcast/contracts/catalog';
import type { AdminHealth } from '@crewcast/contracts/health';
import type { ConsoleLivestream, LiveMedia } from '@crewcast/contracts/live';
import type { PlaybackSession } from '@crewcast/contracts/playback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaosHttp, sleep, type ChaosHttp } from '../../chaos/http';
import { startEmbeddedPostgres } from '../../db/embedded';
import { freePort } from '../../free-port';
import { testSites, waitReady, type ServerSite } from '../../test/server-process';
import { locateMediaBinaries } from '../media/ffmpeg-binary';
import { segmentsWritten } from './live-packager';
import { exitOf, pushTestPattern } from '../../test/rtmp-test-push';

/**
 * The built server is killed with SIGKILL while an encoder pushes to it: the next server to start joins what was
 * packaged into the broadcast's recording, which becomes a playable episode as long as what was pushed.
 */
let site: ServerSite;
let http: ChaosHttp;
let rtmpPort: number;
const sites = testSites();
let pusher: ChildProcess | undefined;
const serve = () => sites.start(site);

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs} ms: ${sites.started.at(-1)?.outputTail()}`);
    await sleep(250);
  }
}

beforeAll(async () => {
  rtmpPort = await freePort();
  site = await sites.create({
    ALTCHA_MAX_NUMBER: '100',
    LOG_LEVEL: 'info',
    RTMP_PORT: String(rtmpPort),
    RTMP_HOST: '127.0.0.1',
    LIVE_STALL_SECONDS: '5',
    LIVE_LADDER: 'source',
  });
  http = chaosHttp(site.url);
}, 60_000);
afterAll(async () => {
  pusher?.kill('SIGKILL');
  await sites.cleanUp();
});

describe('a server killed during a broadcast', () => {
  it('leaves a recording that the next server joins, as long as what was pushed, and plays', async () => {
    let server = serve();
    await waitReady(site, server);
    const beside = await startEmbeddedPostgres(path.join(site.dataDir, 'postgres'), () => undefined);
    const staff = await http.staffMember(beside.urlFor('postgres'));
    await beside.stop();
    const get = async <T>(url: string): Promise<T> => {
      const answer = await http.untilAnswered(() => http.request('GET', url, { token: staff.token }));
      expect(answer.status, `GET ${url}: ${JSON.stringify(answer.body)}`).toBe(200);
      return answer.body as T;
    };
    const show = await http.request('POST', '/v1/admin/catalog/shows', {
      token: staff.token,
      body: { slug: 'crash-live', title: 'Crash Live', description: 'Recorded broadcasts.', tags: [] },
    });
    const created = await http.request('POST', '/v1/admin/livestreams', {
      token: staff.token,
      body: {
        title: 'Crash night',
        scheduledStart: null,
        requiresSubscription: false,
        recordingShowId: show!.body.id as number,
        recordingPublish: true,
      },
    });
    expect(created?.status, JSON.stringify(created?.body)).toBe(200);
    const stream = created!.body as unknown as ConsoleLivestream;
    const livestream = () => get<ConsoleLivestream>(`/v1/admin/livestreams/${stream.livestreamId}`);

    const { ffmpeg } = await locateMediaBinaries();
    pusher = pushTestPattern({
      ffmpeg,
      url: `rtmp://127.0.0.1:${rtmpPort}/live/${stream.streamKey}`,
      seconds: 60,
    });
    const pushedFrom = Date.now();
    const media = await until(
      'the stream to go live',
      async () => {
        const live = await get<LiveMedia>('/v2/live/media');
        return live.media.find((item) => item.livestreamId === stream.livestreamId && item.url);
      },
      30_000,
    );
    const playlistUrl = new URL(media.url!.replace(/master\.m3u8$/, 'source/index.m3u8'), site.url);
    const packaged = await until(
      'six segments to be packaged',
      async () => {
        const count = segmentsWritten(await (await fetch(playlistUrl)).text());
        return count >= 6 ? count : undefined;
      },
      30_000,
    );
    server.child.kill('SIGKILL');
    await server.exited;
    const pushedSeconds = (Date.now() - pushedFrom) / 1000;
    pusher.kill('SIGKILL');
    await exitOf(pusher);

    server = serve();
    await waitReady(site, server);
    const recording = await until(
      'the recording to be ready',
      async () => {
        const row = await livestream();
        const first = row.recordings[0];
        if (first?.status === 'failed') throw new Error(`the recording failed: ${first.error}`);
        return row.state === 'ended' && first?.status === 'ready' ? first : undefined;
      },
      90_000,
    );
    expect((await livestream()).recordings).toHaveLength(1);
    expect(server.output()).toContain('live recording left by a stopped server: joining it');

    // As long as the segments packaged before the kill, and no longer than the push.
    const episode = await get<AdminEpisode>(`/v1/admin/catalog/episodes/${recording.mediaId}`);
    expect(episode).toMatchObject({ listed: true, video: { status: 'ready' } });
    console.log(
      `recovered ${episode.durationSeconds} s of ${packaged} segments packaged, ${pushedSeconds} s pushed`,
    );
    expect(episode.durationSeconds).toBeGreaterThanOrEqual(packaged - 1);
    expect(episode.durationSeconds).toBeLessThanOrEqual(Math.ceil(pushedSeconds) + 1);
    const session = await http.request('POST', `/v1/playback/${recording.mediaId}`, { token: staff.token });
    expect(session?.status, JSON.stringify(session?.body)).toBe(200);
    const { sources } = session!.body as unknown as PlaybackSession;
    const master = await fetch(new URL(sources.find((source) => source.format === 'hls')!.url, site.url));
    expect(await master.text()).toContain('#EXT-X-STREAM-INF');

    // Nothing of the broadcast is left in the live folder, and the health page counts the recovery.
    const left = await fs.readdir(path.join(site.dataDir, 'live'), { recursive: true });
    expect(left.filter((entry) => entry.includes(recording.recordingId))).toEqual([]);
    const health = await get<AdminHealth>('/v1/admin/health');
    expect(health.live.recordingsRecovered).toBe(1);
  }, 240_000);
});
