import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateMediaBinaries, type MediaBinaries } from './ffmpeg-binary';
import { probeMedia } from './probe';
import { runTool } from './run-tool';
import { generateTitleCard } from './title-card';

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

const card = (name: string, fonts?: { bold: string; regular: string }) => ({
  outputFile: path.join(workDir, name),
  durationSeconds: 1,
  width: 320,
  height: 180,
  frameRate: 12,
  colors: ['#000000', '#000000'] as [string, string],
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
