// The ffmpeg command lines of a transcode, built from its plan. The x264 and AAC settings live here.
import type { Rendition } from './ladder';
import { MEDIA_FILES, TRACK_FILES } from './media-description';
import { frameRateValue, type FrameRate, type MediaProbe } from './probe';
import { sourceInputArgs } from './source-formats';
import { spriteFilter, type SpritePlan } from './sprite';

/** Every source's audio becomes one AAC-LC stereo track, shared by all video renditions. */
export const AUDIO = { bitrate: 128_000, channels: 2, sampleRate: 48_000 };
const THUMBNAIL = { width: 640, height: 360 };
/** The poster is taken a tenth into the video (past fades from black), at most this far in. */
const POSTER_LATEST_SECONDS = 30;

export const audioDirectory = 'audio';
export const videoDirectory = (rendition: Rendition) => `video/${rendition.id}`;

export interface TranscodePlan {
  source: string;
  probe: MediaProbe;
  renditions: Rendition[];
  frameRate: FrameRate;
  /** Frames between keyframes: one GOP per segment, the same in every rendition so segments line up. */
  gop: number;
  preset: string;
  sprite: SpritePlan;
}

const rationalOf = (rate: FrameRate) => `${rate.numerator}/${rate.denominator}`;

function hlsOutput(directory: string, hlsTime: string): string[] {
  return [
    '-f',
    'hls',
    '-hls_time',
    hlsTime,
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    TRACK_FILES.initSegment,
    '-hls_segment_filename',
    `${directory}/${TRACK_FILES.ffmpegSegmentPattern}`,
    `${directory}/${TRACK_FILES.playlist}`,
  ];
}

/** One decode feeding every rendition, the audio track and the preview sprite. */
export function encodeArgs(plan: TranscodePlan): string[] {
  const { renditions, frameRate, gop, sprite } = plan;
  // The muxer cuts at the first keyframe past each multiple of hls_time; half a frame under the GOP keeps
  // that keyframe eligible however long the video runs, so every segment is exactly one GOP.
  const hlsTime = ((gop - 0.5) / frameRateValue(frameRate)).toFixed(6);
  const branches = renditions.map((_, index) => `[s${index}]`).join('');
  const filter = [
    `[0:${plan.probe.videoStreamIndex}]fps=${rationalOf(frameRate)},split=${renditions.length + 1}${branches}[sp]`,
    ...renditions.map(
      (rendition, index) => `[s${index}]scale=${rendition.width}:${rendition.height},setsar=1[v${index}]`,
    ),
    `[sp]${spriteFilter(sprite)}[sprite]`,
  ].join(';');
  const videoOutputs = renditions.flatMap((rendition, index) => [
    '-map',
    `[v${index}]`,
    '-c:v',
    'libx264',
    '-preset',
    plan.preset,
    '-pix_fmt',
    'yuv420p',
    // Capped VBR: peaks up to 20% over the target within a two-second buffer, so BANDWIDTH stays honest.
    '-b:v',
    String(rendition.videoBitrate),
    '-maxrate',
    String(Math.round(rendition.videoBitrate * 1.2)),
    '-bufsize',
    String(rendition.videoBitrate * 2),
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    ...hlsOutput(videoDirectory(rendition), hlsTime),
  ]);
  const audioOutput = plan.probe.hasAudio
    ? [
        '-map',
        '0:a:0',
        '-c:a',
        'aac',
        '-b:a',
        String(AUDIO.bitrate),
        '-ac',
        String(AUDIO.channels),
        '-ar',
        String(AUDIO.sampleRate),
        ...hlsOutput(audioDirectory, hlsTime),
      ]
    : [];
  return [
    ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'],
    ...sourceInputArgs(plan.source, plan.probe.format),
    ...['-filter_complex', filter],
    ...videoOutputs,
    ...audioOutput,
    ...['-map', '[sprite]', '-frames:v', '1', '-q:v', '5', MEDIA_FILES.sprite],
  ];
}

/** Poster at the top rendition's size and a 16:9 thumbnail cropped to fill, from one quick seek. */
export function stillArgs(plan: TranscodePlan): string[] {
  const top = plan.renditions.at(-1) as Rendition;
  const at = Math.min(plan.probe.durationSeconds / 10, POSTER_LATEST_SECONDS);
  const { width, height } = THUMBNAIL;
  const filter =
    `[0:${plan.probe.videoStreamIndex}]scale=${top.width}:${top.height},setsar=1,split=2[poster][t];` +
    `[t]scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}[thumbnail]`;
  return [
    ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-ss', at.toFixed(3)],
    ...sourceInputArgs(plan.source, plan.probe.format),
    ...['-filter_complex', filter],
    ...['-map', '[poster]', '-frames:v', '1', '-q:v', '3', MEDIA_FILES.poster],
    ...['-map', '[thumbnail]', '-frames:v', '1', '-q:v', '4', MEDIA_FILES.thumbnail],
  ];
}
