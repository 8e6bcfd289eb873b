import { execFileSync } from 'node:child_process';

const FFMPEG_QUIET = ['-hide_banner', '-loglevel', 'error', '-y'];

/**
 * A 3-second clip, encoded losslessly so it spans two upload chunks of the web app (about 3 MB) and a dropped
 * connection lands halfway through it.
 */
export function makeClip(file: string): void {
  execFileSync('ffmpeg', [
    ...FFMPEG_QUIET,
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24:duration=3'],
    ...['-f', 'lavfi', '-i', 'anoisesrc=duration=3:sample_rate=48000'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv444p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-shortest', file],
  ]);
}

/** A flat PNG picture of the given size, such as a packshot. */
export function makePicture(file: string, width: number, height: number, color = '0x2fd17a'): void {
  execFileSync('ffmpeg', [
    ...FFMPEG_QUIET,
    ...['-f', 'lavfi', '-i', `color=c=${color}:s=${width}x${height}`],
    ...['-frames:v', '1', file],
  ]);
}
