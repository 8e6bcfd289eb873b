import { z } from 'zod';
import type { MediaBinaries } from './ffmpeg-binary';
import { runTool } from './run-tool';
import { sourceFormatOf, sourceInputArgs, type SourceFormat } from './source-formats';

export interface FrameRate {
  numerator: number;
  denominator: number;
}

export interface MediaProbe {
  /** The container, one of the allowed source formats; the transcode reads the file as this. */
  format: SourceFormat;
  durationSeconds: number;
  /** Display size: sample aspect ratio and rotation applied, as a player shows it. */
  width: number;
  height: number;
  frameRate: FrameRate;
  /** ffmpeg's stream index of the video to transcode (cover art is skipped). */
  videoStreamIndex: number;
  videoCodec: string;
  hasAudio: boolean;
  audioCodec?: string;
}

const StreamSchema = z.object({
  index: z.number(),
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  sample_aspect_ratio: z.string().optional(),
  avg_frame_rate: z.string().optional(),
  r_frame_rate: z.string().optional(),
  duration: z.string().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
});

const ProbeOutputSchema = z.object({
  streams: z.array(StreamSchema).default([]),
  format: z.object({ format_name: z.string().optional(), duration: z.string().optional() }).default({}),
});

type ProbedStream = z.infer<typeof StreamSchema>;

/** For the rare file that states no frame rate at all. */
const FALLBACK_FRAME_RATE: FrameRate = { numerator: 30, denominator: 1 };

function parseRatio(value: string | undefined): FrameRate | undefined {
  const match = /^(\d+)[/:](\d+)$/.exec(value ?? '');
  if (!match) return undefined;
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  return numerator > 0 && denominator > 0 ? { numerator, denominator } : undefined;
}

export function frameRateValue(rate: FrameRate): number {
  return rate.numerator / rate.denominator;
}

/** Quarter turns change which side is the width; ffmpeg applies the rotation when it decodes. */
function isQuarterTurned(stream: ProbedStream): boolean {
  const rotation =
    stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ??
    Number(stream.tags?.rotate ?? 0);
  return Math.abs(rotation) % 180 === 90;
}

function positiveNumber(value: string | undefined): number | undefined {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** Turns ffprobe's JSON into what the pipeline needs; throws when the file is no allowed video container. */
export function readProbeOutput(json: unknown): MediaProbe {
  const output = ProbeOutputSchema.parse(json);
  const format = sourceFormatOf(output.format.format_name);
  if (!format)
    throw new Error(`The file is not a video container (${output.format.format_name ?? 'unknown'}).`);
  const video = output.streams.find(
    (stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic && stream.width,
  );
  if (!video?.width || !video.height) throw new Error('The file has no video stream.');
  const durationSeconds = positiveNumber(output.format.duration) ?? positiveNumber(video.duration);
  if (!durationSeconds) throw new Error('The length of the video could not be determined.');
  const audio = output.streams.find((stream) => stream.codec_type === 'audio');
  // Variable-frame-rate files report a meaningless r_frame_rate (often 1000/1); the average is what plays.
  const frameRate = parseRatio(video.avg_frame_rate) ?? parseRatio(video.r_frame_rate) ?? FALLBACK_FRAME_RATE;
  const sampleAspect = parseRatio(video.sample_aspect_ratio);
  const storedWidth = sampleAspect
    ? Math.round((video.width * sampleAspect.numerator) / sampleAspect.denominator)
    : video.width;
  const [width, height] = isQuarterTurned(video) ? [video.height, storedWidth] : [storedWidth, video.height];
  return {
    format,
    durationSeconds,
    width,
    height,
    frameRate,
    videoStreamIndex: video.index,
    videoCodec: video.codec_name ?? 'unknown',
    hasAudio: Boolean(audio),
    audioCodec: audio?.codec_name,
  };
}

/** A probe reads headers only; one still running after this long is stuck on a hostile file. */
const PROBE_TIMEOUT_MS = 30_000;

/** Reads a media file's container, duration, size, frame rate and streams with ffprobe. */
export async function probeMedia(binaries: MediaBinaries, file: string): Promise<MediaProbe> {
  const stdout = await runTool(
    binaries.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...sourceInputArgs(file)],
    { timeoutMs: PROBE_TIMEOUT_MS },
  );
  return readProbeOutput(JSON.parse(stdout));
}
