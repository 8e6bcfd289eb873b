import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locateMediaBinaries } from './ffmpeg-binary';

const require = createRequire(import.meta.url);
const bundled = (() => {
  try {
    return {
      ffmpeg: (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
      ffprobe: (require('@ffprobe-installer/ffprobe') as { path: string }).path,
    };
  } catch {
    return undefined;
  }
})();

const originalPath = process.env.PATH;
let dir: string;

/** A folder holding `ffmpeg` and `ffprobe`, made from the bundled binaries, so no system install is assumed. */
async function folderWithBinaries(): Promise<string> {
  if (!bundled) throw new Error('The bundled binaries are not installed.');
  await fs.symlink(bundled.ffmpeg, path.join(dir, 'ffmpeg'));
  await fs.symlink(bundled.ffprobe, path.join(dir, 'ffprobe'));
  return dir;
}

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-binaries-'));
});
afterEach(async () => {
  process.env.PATH = originalPath;
  await fs.rm(dir, { recursive: true, force: true });
});

describe('locateMediaBinaries', () => {
  it('refuses a configured path that does not run, with no silent fallback', async () => {
    await expect(locateMediaBinaries({ ffmpegPath: '/nowhere/ffmpeg' })).rejects.toThrow(
      /No working ffmpeg found \(tried \/nowhere\/ffmpeg\)/,
    );
  });

  describe.skipIf(!bundled)('with the bundled binaries installed', () => {
    it('prefers the ffmpeg and ffprobe on PATH', async () => {
      process.env.PATH = await folderWithBinaries();
      const binaries = await locateMediaBinaries();
      expect(binaries).toMatchObject({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
      expect(binaries.ffmpegVersion).toMatch(/^ffmpeg version/);
    });

    it('finds ffprobe beside a configured ffmpeg', async () => {
      const folder = await folderWithBinaries();
      process.env.PATH = '/nonexistent';
      const binaries = await locateMediaBinaries({ ffmpegPath: path.join(folder, 'ffmpeg') });
      expect(binaries).toMatchObject({
        ffmpeg: path.join(folder, 'ffmpeg'),
        ffprobe: path.join(folder, 'ffprobe'),
      });
    });

    it('falls back to the bundled binaries when PATH has none', async () => {
      process.env.PATH = '/nonexistent';
      expect(await locateMediaBinaries()).toMatchObject({
        ffmpeg: bundled?.ffmpeg,
        ffprobe: bundled?.ffprobe,
      });
    });
  });
});
