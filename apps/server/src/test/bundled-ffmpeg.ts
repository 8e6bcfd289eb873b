import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The static ffmpeg 4.1 build (and its ffprobe) shipped by the optional installer packages, the fallback of a
 * machine without ffmpeg; undefined when the packages are not installed.
 */
export const bundledFfmpeg = (() => {
  try {
    return {
      ffmpeg: (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
      ffprobe: (require('@ffprobe-installer/ffprobe') as { path: string }).path,
    };
  } catch {
    return undefined;
  }
})();

/** Debian's ffmpeg, which CI installs from apt. */
export const SYSTEM_FFMPEG = { ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe' };
