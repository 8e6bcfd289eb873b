import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateMediaBinaries, type MediaBinaries } from './ffmpeg-binary';
import { probeMedia } from './probe';
import { MediaToolError, runTool } from './run-tool';
import { generateTestPattern } from './test-pattern';
import { transcode } from './transcode';
import { bundledFfmpeg } from '../../test/bundled-ffmpeg';

const bundled = bundledFfmpeg;

let dir: string;
/** A file of the server's that an uploaded list must never reach: a real clip, so ffmpeg could read it. */
let secret: { mp4: string; ts: string };
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-sources-'));
  const binaries = await locateMediaBinaries();
  secret = { mp4: path.join(dir, 'secret.mp4'), ts: path.join(dir, 'secret.ts') };
  await generateTestPattern(binaries, {
    outputFile: secret.mp4,
    durationSeconds: 1,
    width: 160,
    height: 90,
    frameRate: 12,
  });
  await runTool(binaries.ffmpeg, ['-v', 'error', '-i', secret.mp4, '-c', 'copy', '-f', 'mpegts', secret.ts]);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** Uploads that are lists of other files: an HLS playlist naming the clip by its full path, an ffconcat beside it. */
async function hostileSources(): Promise<Record<string, string>> {
  const playlist = path.join(dir, 'upload.m3u8');
  await fs.writeFile(
    playlist,
    `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:1,\n${secret.ts}\n#EXT-X-ENDLIST\n`,
  );
  const concat = path.join(dir, 'upload.ffconcat');
  await fs.writeFile(concat, `ffconcat version 1.0\nfile ${path.basename(secret.mp4)}\nduration 1\n`);
  return { 'an HLS playlist': playlist, 'an ffconcat list': concat };
}

const binarySets: [string, () => Promise<MediaBinaries>][] = [
  ['the ffmpeg on PATH', () => locateMediaBinaries()],
  ...(bundled
    ? [
        [
          'the bundled ffmpeg 4.1',
          () => locateMediaBinaries({ ffmpegPath: bundled.ffmpeg, ffprobePath: bundled.ffprobe }),
        ] as [string, () => Promise<MediaBinaries>],
      ]
    : []),
];

describe.each(binarySets)('sources read with %s', (_name, binariesOf) => {
  it('probes and transcodes a plain video file', async () => {
    const binaries = await binariesOf();
    // Named with the neutral extension uploads are kept under: the container comes from the bytes.
    const source = path.join(dir, 'plain.source');
    await fs.copyFile(secret.mp4, source);
    expect((await probeMedia(binaries, source)).format).toBe('mov');
    const outputDir = path.join(await fs.mkdtemp(path.join(dir, 'plain-')), 'out');
    const description = await transcode({ binaries, source, outputDir, preset: 'ultrafast', rungs: [90] });
    expect(description.durationSeconds).toBeGreaterThan(0.5);
  }, 60_000);

  it('refuses playlists and lists that name other files, and transcodes none of them', async () => {
    const binaries = await binariesOf();
    for (const [kind, source] of Object.entries(await hostileSources())) {
      await expect(probeMedia(binaries, source), kind).rejects.toBeInstanceOf(MediaToolError);
      const outputDir = path.join(dir, 'out');
      await expect(
        transcode({ binaries, source, outputDir, preset: 'ultrafast', rungs: [90] }),
        kind,
      ).rejects.toThrow();
      expect(await fs.readdir(dir), kind).not.toContain('out');
      expect(await fs.readdir(dir), kind).not.toContain('out.partial');
    }
  }, 60_000);
});

describe('runTool', () => {
  it('stops a run that outlasts its time limit, and says so', async () => {
    const binaries = await locateMediaBinaries();
    const started = Date.now();
    // An endless generated input: only the limit ends this run.
    const endless = runTool(
      binaries.ffmpeg,
      ['-v', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', 'testsrc=size=32x32:rate=5', '-f', 'null', '-'],
      { timeoutMs: 500 },
    );
    await expect(endless).rejects.toThrow(/still running after 0\.5 s/);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 10_000);
});
