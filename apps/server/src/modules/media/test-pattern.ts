import path from 'node:path';
import type { MediaBinaries } from './ffmpeg-binary';
import { runTool } from './run-tool';

export interface TestPatternOptions {
  outputFile: string;
  durationSeconds: number;
  width: number;
  height: number;
  frameRate: number;
  /** A sine tone on a second track; off for a video-only clip. */
  audio?: boolean;
  toneHz?: number;
}

/**
 * A clip made from ffmpeg's built-in sources (moving test pattern with a clock, and a tone): demo episodes
 * and tests get real video without shipping any. Encoded quickly at moderate quality, as a source should be.
 */
export async function generateTestPattern(
  binaries: MediaBinaries,
  options: TestPatternOptions,
): Promise<void> {
  const { durationSeconds, width, height, frameRate, audio = true, toneHz = 440 } = options;
  const video = `testsrc2=size=${width}x${height}:rate=${frameRate}:duration=${durationSeconds}`;
  const tone = `sine=frequency=${toneHz}:sample_rate=48000:duration=${durationSeconds}`;
  await runTool(binaries.ffmpeg, [
    ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', video],
    ...(audio ? ['-f', 'lavfi', '-i', tone, '-c:a', 'aac', '-b:a', '96k'] : []),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '26', '-pix_fmt', 'yuv420p'],
    ...['-movflags', '+faststart', path.resolve(options.outputFile)],
  ]);
}
