import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateMediaBinaries, type MediaBinaries } from './ffmpeg-binary';
import { probeMedia, readProbeOutput } from './probe';
import { MediaToolError } from './run-tool';
import { generateTestPattern, type TestPatternOptions } from './test-pattern';

let binaries: MediaBinaries;
let dir: string;
beforeAll(async () => {
  binaries = await locateMediaBinaries();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-probe-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** A generated clip in the test's folder. */
async function clip(name: string, options: Omit<TestPatternOptions, 'outputFile'>): Promise<string> {
  const file = path.join(dir, name);
  await generateTestPattern(binaries, { outputFile: file, ...options });
  return file;
}

describe('probeMedia', () => {
  it('reads a generated clip with audio', async () => {
    const file = await clip('tone.mp4', { durationSeconds: 2, width: 320, height: 240, frameRate: 24 });
    const probe = await probeMedia(binaries, file);
    expect(probe).toMatchObject({
      width: 320,
      height: 240,
      frameRate: { numerator: 24, denominator: 1 },
      videoStreamIndex: 0,
      videoCodec: 'h264',
      hasAudio: true,
      audioCodec: 'aac',
    });
    expect(probe.durationSeconds).toBeCloseTo(2, 1);
  });

  it('reads a clip without audio', async () => {
    const file = await clip('silent.mp4', {
      durationSeconds: 1,
      width: 160,
      height: 90,
      frameRate: 30,
      audio: false,
    });
    expect(await probeMedia(binaries, file)).toMatchObject({ hasAudio: false, audioCodec: undefined });
  });

  it('fails with ffprobe’s message on a file that is not media', async () => {
    const file = path.join(dir, 'garbage.mp4');
    await fs.writeFile(file, 'not a video at all');
    const failure = probeMedia(binaries, file);
    await expect(failure).rejects.toBeInstanceOf(MediaToolError);
    await expect(failure).rejects.toThrow(/Invalid data/);
  });
});

describe('readProbeOutput', () => {
  const MP4 = 'mov,mp4,m4a,3gp,3g2,mj2';
  const video = {
    index: 1,
    codec_type: 'video',
    codec_name: 'h264',
    width: 1920,
    height: 1080,
    avg_frame_rate: '30000/1001',
    r_frame_rate: '60000/1001',
  };

  it('refuses a container that is not an allowed video format, whatever streams it lists', () => {
    expect(() =>
      readProbeOutput({ streams: [video], format: { format_name: 'hls', duration: '1' } }),
    ).toThrow(/not a video container \(hls\)/);
    expect(() => readProbeOutput({ streams: [video], format: { duration: '1' } })).toThrow(/not a video/);
  });

  it('applies a quarter-turn rotation from side data or the old rotate tag', () => {
    const rotated = { ...video, side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }] };
    expect(
      readProbeOutput({ streams: [rotated], format: { format_name: MP4, duration: '3.5' } }),
    ).toMatchObject({
      width: 1080,
      height: 1920,
      durationSeconds: 3.5,
      frameRate: { numerator: 30000, denominator: 1001 },
      videoStreamIndex: 1,
    });
    const tagged = { ...video, tags: { rotate: '270' } };
    expect(readProbeOutput({ streams: [tagged], format: { format_name: MP4, duration: '1' } })).toMatchObject(
      {
        width: 1080,
        height: 1920,
      },
    );
  });

  it('applies the sample aspect ratio and skips cover art', () => {
    const coverArt = { ...video, index: 0, width: 600, height: 600, disposition: { attached_pic: 1 } };
    const anamorphic = { ...video, width: 720, height: 576, sample_aspect_ratio: '64:45' };
    const probe = readProbeOutput({
      streams: [coverArt, anamorphic],
      format: { format_name: MP4, duration: '10' },
    });
    expect(probe).toMatchObject({ width: 1024, height: 576, videoStreamIndex: 1, hasAudio: false });
  });

  it('falls back to the stream duration and refuses files without video or length', () => {
    expect(
      readProbeOutput({ streams: [{ ...video, duration: '4.2' }], format: { format_name: MP4 } })
        .durationSeconds,
    ).toBe(4.2);
    expect(() =>
      readProbeOutput({ streams: [{ index: 0, codec_type: 'audio' }], format: { format_name: MP4 } }),
    ).toThrow(/no video/);
    expect(() =>
      readProbeOutput({ streams: [video], format: { format_name: MP4, duration: 'N/A' } }),
    ).toThrow(/length/);
  });
});
