import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaBinaries } from './ffmpeg-binary';
import { generateTestPattern } from './test-pattern';
import { transcode } from './transcode';

export interface TranscodeSpeedOptions {
  durationSeconds?: number;
  width?: number;
  height?: number;
  frameRate?: number;
  /** x264 preset; the pipeline's default when omitted. */
  preset?: string;
}

export interface TranscodeSpeed {
  videoSeconds: number;
  wallSeconds: number;
  /** Seconds of video transcoded per wall-clock second: above 1 is faster than real time. */
  speed: number;
  renditions: string[];
}

/**
 * Times the whole pipeline (ladder, audio, sprite, stills, manifests) on a generated clip, 60 s of 1080p
 * by default. Generating the clip is not timed.
 */
export async function measureTranscodeSpeed(
  binaries: MediaBinaries,
  { durationSeconds = 60, width = 1920, height = 1080, frameRate = 30, preset }: TranscodeSpeedOptions = {},
): Promise<TranscodeSpeed> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-transcode-speed-'));
  try {
    const source = path.join(dir, 'source.mp4');
    await generateTestPattern(binaries, { outputFile: source, durationSeconds, width, height, frameRate });
    const started = performance.now();
    const description = await transcode({ binaries, source, outputDir: path.join(dir, 'out'), preset });
    const wallSeconds = (performance.now() - started) / 1000;
    return {
      videoSeconds: description.durationSeconds,
      wallSeconds,
      speed: description.durationSeconds / wallSeconds,
      renditions: description.video.map((video) => video.id),
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
