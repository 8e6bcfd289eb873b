// `node --import tsx bench/media.ts`: transcode speed of the media pipeline (seconds of video per second) on a
// generated 60 s 1080p clip. BENCH_MEDIA_SECONDS and BENCH_MEDIA_PRESET change the clip length and x264 preset.
import { locateMediaBinaries } from '../apps/server/src/modules/media/ffmpeg-binary';
import { measureTranscodeSpeed } from '../apps/server/src/modules/media/transcode-speed';

const binaries = await locateMediaBinaries();
const result = await measureTranscodeSpeed(binaries, {
  durationSeconds: Number(process.env.BENCH_MEDIA_SECONDS ?? 60),
  preset: process.env.BENCH_MEDIA_PRESET,
});
console.log(
  `transcode (${binaries.capabilities.ffmpeg.version.split(' ').slice(0, 3).join(' ')}, ${result.renditions.join('/')}, ` +
    `preset ${process.env.BENCH_MEDIA_PRESET ?? 'default'}): ${result.videoSeconds.toFixed(1)} s of video in ` +
    `${result.wallSeconds.toFixed(1)} s = ${result.speed.toFixed(2)} s of video per second`,
);
