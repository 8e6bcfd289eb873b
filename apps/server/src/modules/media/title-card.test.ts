import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateMediaBinaries, type MediaBinaries } from './ffmpeg-binary';
import { probeMedia } from './probe';
import { runTool } from './run-tool';
import { generateTitleCard } from './title-card';
import { transcode } from './transcode';
import { bundledFfmpeg } from '../../test/bundled-ffmpeg';

let binaries: MediaBinaries;
let workDir: string;

beforeAll(async () => {
  binaries = await locateMediaBinaries();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-title-card-'));
});
afterAll(() => fs.rm(workDir, { recursive: true, force: true }));

/** The brightest pixel of the middle band of the first frame, where the title is set. */
async function titleBandBrightness(file: string): Promise<number> {
  const band = `${file}.gray`;
  await runTool(binaries.ffmpeg, [
    ...['-v', 'error', '-y', '-i', file, '-frames:v', '1'],
    ...['-vf', 'crop=iw:ih*0.3:0:ih*0.33,format=gray', '-f', 'rawvideo', band],
  ]);
  const bytes = await fs.readFile(band);
  return Math.max(...bytes);
}

const card = (name: string, fonts?: { bold: string; regular: string }, colors = ['#000000', '#000000']) => ({
  outputFile: path.join(workDir, name),
  durationSeconds: 1,
  width: 320,
  height: 180,
  frameRate: 12,
  colors: colors as [string, string],
  title: "Night Shift: it's 100% live",
  subtitle: 'S1 E1 · Cold Open',
  toneHz: 440,
  fonts,
});

describe('title card clips', () => {
  it('sets the show and episode names in a playable clip, titles with quotes and colons included', async () => {
    const options = card('with-text.mp4');
    await generateTitleCard(binaries, options);
    const probe = await probeMedia(binaries, options.outputFile);
    expect(probe).toMatchObject({ width: 320, height: 180, hasAudio: true });
    expect(await titleBandBrightness(options.outputFile)).toBeGreaterThan(200);
    expect((await fs.readdir(workDir)).filter((file) => file.endsWith('.txt'))).toEqual([]);
  });

  it('makes the clip without text when the fonts are missing', async () => {
    const options = card('no-text.mp4', { bold: '/nowhere/bold.ttf', regular: '/nowhere/regular.ttf' });
    await generateTitleCard(binaries, options);
    expect((await probeMedia(binaries, options.outputFile)).width).toBe(320);
    expect(await titleBandBrightness(options.outputFile)).toBeLessThan(40);
  });
});

describe.skipIf(!bundledFfmpeg)(
  'title cards on the bundled ffmpeg 4.1, which has no gradients filter',
  () => {
    it('draws the gradient another way, sets the titles, and the clip transcodes', async () => {
      const bundled = await locateMediaBinaries({
        ffmpegPath: bundledFfmpeg?.ffmpeg,
        ffprobePath: bundledFfmpeg?.ffprobe,
      });
      expect(bundled.capabilities.has['filter:gradients']).toBe(false);
      const options = card('bundled.mp4', undefined, ['#2020c8', '#c84010']);
      await generateTitleCard(bundled, options);
      expect(await titleBandBrightness(options.outputFile)).toBeGreaterThan(200);
      // The corners hold the two colours: blue-ish top left, orange-ish bottom right.
      const corners = `${options.outputFile}.rgb`;
      await runTool(bundled.ffmpeg, [
        ...['-v', 'error', '-y', '-i', options.outputFile, '-frames:v', '1'],
        ...['-vf', 'scale=8:8:flags=area,format=rgb24', '-f', 'rawvideo', corners],
      ]);
      const pixels = await fs.readFile(corners);
      const [topLeft, bottomRight] = [0, 63].map((index) => [...pixels.subarray(index * 3, index * 3 + 3)]);
      expect(topLeft?.[2]).toBeGreaterThan((topLeft?.[0] ?? 0) + 50);
      expect(bottomRight?.[0]).toBeGreaterThan((bottomRight?.[2] ?? 0) + 50);
      const description = await transcode({
        binaries: bundled,
        source: options.outputFile,
        outputDir: path.join(workDir, 'bundled-output'),
        preset: 'ultrafast',
        rungs: [144],
      });
      expect(description.video.map((video) => video.id)).toEqual(['144p']);
      expect(description.audio?.segments.length).toBeGreaterThan(0);
    });
  },
);
