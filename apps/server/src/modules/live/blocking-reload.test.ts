import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { createMediaUrlSigner } from '../media/signed-urls';
import { LIVE_MEDIA_MOUNT } from './live-broadcasts';
import { HELD_PER_ADDRESS } from './blocking-reload';

const SECRET = 'blocking-reload-test-secret-0123456789abcdef';
const LIVESTREAM = '11111111-1111-4111-8111-111111111111';
const RECORDING = '22222222-2222-4222-8222-222222222222';

let playlistFile: string;
let playlistUrl: string;

/** A live media playlist listing segments 0 to count - 1, as the packager writes it. */
const playlistOf = (count: number) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-TARGETDURATION:1',
    '#EXT-X-MEDIA-SEQUENCE:0',
    ...Array.from(
      { length: count },
      (_, index) => `#EXTINF:1.000000,\nseg_${String(index).padStart(5, '0')}.m4s`,
    ),
    '',
  ].join('\n');

/** Replaces the playlist whole, as the packager does (ffmpeg's temp_file), so a reload never reads it half written. */
async function writePlaylist(count: number): Promise<void> {
  await fs.writeFile(`${playlistFile}.tmp`, playlistOf(count));
  await fs.rename(`${playlistFile}.tmp`, playlistFile);
}

const ctx = useTestApp({ MEDIA_URL_SECRET: SECRET });
beforeAll(async () => {
  const folder = `${LIVE_MEDIA_MOUNT}/${LIVESTREAM}/${RECORDING}/`;
  playlistFile = path.join(ctx.config.DATA_DIR, 'live', LIVESTREAM, RECORDING, 'source', 'index.m3u8');
  await fs.mkdir(path.dirname(playlistFile), { recursive: true });
  const signer = createMediaUrlSigner({ secret: SECRET, mount: LIVE_MEDIA_MOUNT });
  const signature = signer.sign(folder, new Date(Date.now() + 3_600_000));
  playlistUrl = signer.signedPath(signature, `${folder}source/index.m3u8`);
}, 60_000);

const reload = (query: string, remoteAddress = '203.0.113.7') =>
  ctx.app.inject({ method: 'GET', url: `${playlistUrl}?${query}`, remoteAddress });

describe('blocking playlist reloads', () => {
  it('refuses at once a segment far past the live edge, and malformed directives', async () => {
    await writePlaylist(5);
    const started = Date.now();
    const far = await reload('_HLS_msn=999999');
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(/too far ahead/),
    });
    // The last segment listed is 4: up to 6 may be waited for (the edge plus two), 7 may not.
    expect((await reload('_HLS_msn=7')).statusCode).toBe(400);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await reload('_HLS_msn=4')).statusCode).toBe(200);
    expect((await reload('_HLS_part=0')).statusCode).toBe(400);
    expect((await reload('_HLS_msn=abc')).statusCode).toBe(400);
  });

  it('holds a reload until the segment is written, at most three target durations', async () => {
    await writePlaylist(5);
    const held = reload('_HLS_msn=5');
    setTimeout(() => void writePlaylist(6), 300);
    const answered = await held;
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain('seg_00005.m4s');

    const started = Date.now();
    const timedOut = await reload('_HLS_msn=7');
    expect(timedOut.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    expect(Date.now() - started).toBeLessThan(4_000);
  }, 15_000);

  it('refuses one address more held reloads than a few players need, leaving other addresses alone', async () => {
    await writePlaylist(5);
    // One more than may be held, all at once: the held ones wait for segment 5, so the first answer is the refusal,
    // however long a busy machine takes to bring the requests in.
    const asked = Array.from({ length: HELD_PER_ADDRESS + 1 }, () => reload('_HLS_msn=5'));
    const refused = await Promise.race(asked);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
    const otherViewer = reload('_HLS_msn=5', '198.51.100.9');
    await writePlaylist(6);
    const answers = await Promise.all([...asked, otherViewer]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      ...Array<number>(HELD_PER_ADDRESS + 1).fill(200),
      429,
    ]);
    // Once answered, they no longer count.
    expect((await reload('_HLS_msn=5')).statusCode).toBe(200);
  }, 15_000);
});
