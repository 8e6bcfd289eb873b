import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvironmentError } from '../../jobs/environment-error';
import { bundledFfmpeg as bundled, SYSTEM_FFMPEG } from '../../test/bundled-ffmpeg';
import { locateMediaBinaries, mediaFeatureStatuses } from './ffmpeg-binary';
import { describeCapabilities, readCapabilities, requireFeature } from './media-capabilities';

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
  it('refuses a configured path that does not run, with no silent fallback, as a fault of the environment', async () => {
    const located = locateMediaBinaries({ ffmpegPath: '/nowhere/ffmpeg' });
    await expect(located).rejects.toThrow(/No working ffmpeg found \(tried \/nowhere\/ffmpeg\)/);
    await expect(located).rejects.toBeInstanceOf(EnvironmentError);
  });

  describe.skipIf(!bundled)('with the bundled binaries installed', () => {
    it('prefers the ffmpeg and ffprobe on PATH', async () => {
      process.env.PATH = await folderWithBinaries();
      const binaries = await locateMediaBinaries();
      expect(binaries).toMatchObject({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
      expect(binaries.capabilities.ffmpeg.version).toMatch(/^ffmpeg version/);
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

const systemInstalled = await fs.access(SYSTEM_FFMPEG.ffmpeg).then(
  () => true,
  () => false,
);

describe('the capability probe', () => {
  it.skipIf(!systemInstalled)("finds everything the code uses in Debian's ffmpeg", async () => {
    const { capabilities } = await locateMediaBinaries({ ffmpegPath: SYSTEM_FFMPEG.ffmpeg });
    expect(capabilities.ffprobe.path).toBe(SYSTEM_FFMPEG.ffprobe);
    expect(Object.entries(capabilities.has).filter(([, present]) => !present)).toEqual([]);
    expect(capabilities).toMatchObject({ substitutes: [], unavailable: [] });
    expect(describeCapabilities(capabilities)).toMatch(
      /^ffmpeg version [^ ]+ \(\/usr\/bin\/ffmpeg\); ffprobe version [^ ]+; (\d+) of \1 capabilities found$/,
    );
  });

  it.skipIf(!bundled)('names what the bundled 4.1 build lacks and what is done instead', async () => {
    const { capabilities } = await locateMediaBinaries({
      ffmpegPath: bundled?.ffmpeg,
      ffprobePath: bundled?.ffprobe,
    });
    expect(capabilities.ffmpeg.version).toMatch(/2018/);
    expect(Object.entries(capabilities.has).filter(([, present]) => !present)).toEqual([
      ['filter:gradients', false],
      ['option:stats_period', false],
    ]);
    expect(capabilities.unavailable).toEqual([]);
    expect(describeCapabilities(capabilities)).toContain(
      'no filter:gradients: title cards draw their moving gradient with geq',
    );
  });

  it('names a feature the binary cannot serve, and refuses its work as a fault of the environment', () => {
    const capabilities = readCapabilities(
      {
        ffmpeg: 'ffmpeg',
        ffprobe: 'ffprobe',
        ffmpegVersion: 'ffmpeg version 9',
        ffprobeVersion: 'ffprobe version 9',
      },
      {
        formats: ' D  flv             FLV (Flash Video)\n  E hls             Apple HTTP Live Streaming\n',
        filters: ' ... scale             V->V       Scale the input video size.\n',
        encoders: ' V..... libx264              libx264 H.264\n A..... aac                  AAC\n',
        help: '-progress url       write program-readable progress\n-force_key_frames timestamps  force\n',
      },
    );
    expect(capabilities.has).toMatchObject({ 'demuxer:flv': true, 'muxer:hls': true, 'demuxer:mov': false });
    const live = capabilities.unavailable.find((entry) => entry.feature === 'live');
    expect(live?.missing).toEqual([
      'option:hls_segment_type',
      'option:hls_fmp4_init_filename',
      'option:tune',
      'flag:independent_segments',
      'flag:program_date_time',
      'flag:temp_file',
    ]);
    expect(() => requireFeature(capabilities, 'live')).toThrow(EnvironmentError);
    expect(() => requireFeature(capabilities, 'live')).toThrow(
      /cannot do live packaging: it lacks option:hls_segment_type/,
    );
    expect(describeCapabilities(capabilities)).toContain(
      'live packaging UNAVAILABLE (missing option:hls_segment_type',
    );
    const statuses = mediaFeatureStatuses({ capabilities, summary: '' });
    expect(statuses.find((status) => status.feature === 'live')).toEqual({
      feature: 'live',
      available: false,
      missing: live?.missing,
      error: null,
    });
  });

  it('reports every feature unavailable, with the reason, when no ffmpeg was found', () => {
    expect(mediaFeatureStatuses({ error: 'No ffmpeg found.' })).toEqual(
      ['transcode', 'live', 'demoClips'].map((feature) => ({
        feature,
        available: false,
        missing: [],
        error: 'No ffmpeg found.',
      })),
    );
  });
});
