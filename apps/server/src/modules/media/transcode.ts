import fs from 'node:fs/promises';
import path from 'node:path';
import { moveDirectory } from '../../storage/move-directory';
import { AAC_LC_CODEC, avcCodecString } from './codec-string';
import type { MediaBinaries } from './ffmpeg-binary';
import {
  AUDIO,
  audioDirectory,
  encodeArgs,
  stillArgs,
  videoDirectory,
  type TranscodePlan,
} from './ffmpeg-args';
import { parseMediaPlaylist } from './hls-playlists';
import { requireFeature } from './media-capabilities';
import { planLadder, type Rendition } from './ladder';
import { renderManifests } from './manifests';
import {
  MEDIA_FILES,
  TRACK_FILES,
  segmentFileName,
  trackBandwidth,
  type AudioTrack,
  type MediaDescription,
  type Segment,
  type VideoTrack,
} from './media-description';
import { frameRateValue, probeMedia, type FrameRate } from './probe';
import { runTool } from './run-tool';
import { planSprite, renderSpriteCues } from './sprite';

export interface TranscodeOptions {
  binaries: MediaBinaries;
  source: string;
  /** Appears only once complete; an existing folder is replaced. */
  outputDir: string;
  /** x264 preset: faster presets encode quicker but need more bits for the same quality. */
  preset?: string;
  segmentSeconds?: number;
  rungs?: readonly number[];
  /** Whole percentages, never decreasing, ending at 100. Called synchronously; it must not throw. */
  onProgress?: (percent: number) => void;
  /** Aborting kills the running ffmpeg and fails the transcode, leaving no output. */
  signal?: AbortSignal;
}

/** Close to 'medium' quality per bit in a fraction of its time; 'ultrafast' suits demo seeds and tests. */
const DEFAULT_PRESET = 'veryfast';
const MAX_FRAME_RATE = 60;
/** Decoding less than this share of the probed length means a cut-off file, which ffmpeg itself accepts. */
const COMPLETE_SHARE = 0.9;
/** Percent reached when the encode finishes and when the stills are written; manifests take the rest. */
const ENCODED_PERCENT = 90;
const STILLS_PERCENT = 95;
/**
 * Time limits that stop a stuck run (a hostile or damaged file): the encode gets a fixed allowance plus ten
 * seconds per second of video, far slower than any healthy run; the stills read a few frames.
 */
const ENCODE_BASE_MS = 10 * 60_000;
const ENCODE_MS_PER_VIDEO_SECOND = 10_000;
/** The longest any encode may run, whatever length the file claims. */
const ENCODE_MAX_MS = 20 * 60 * 60_000;

/** How long an encode may run: by the video's length as probed, never more than a day. */
export function encodeTimeoutMs(durationSeconds: number): number {
  return Math.min(ENCODE_MAX_MS, ENCODE_BASE_MS + ENCODE_MS_PER_VIDEO_SECOND * durationSeconds);
}
const STILLS_TIMEOUT_MS = 2 * 60_000;
/** Probing and publishing (an upload to object storage) take far less than this. */
const TRANSCODE_MARGIN_MS = 60 * 60_000;
/**
 * How long a transcode job may run before the queue takes it back and retries it: past the longest encode and
 * stills any file can get, and below pg-boss's one-day ceiling on expiry. A node that dies mid-job is found by
 * its missing heartbeat instead, within seconds.
 */
export const TRANSCODE_EXPIRY_SECONDS = (ENCODE_MAX_MS + STILLS_TIMEOUT_MS + TRANSCODE_MARGIN_MS) / 1000;

/** Very high frame rates are halved (120 -> 60, 119.88 -> 59.94) to keep the ladder's bitrates sensible. */
function outputFrameRate(source: FrameRate): FrameRate {
  let rate = source;
  while (frameRateValue(rate) > MAX_FRAME_RATE) rate = { ...rate, denominator: rate.denominator * 2 };
  return rate;
}

/** ffmpeg's -progress lines include `out_time=HH:MM:SS.micro` in both the 4.x and 5.x builds. */
function progressSeconds(line: string): number | undefined {
  const match = /^out_time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(line.trim());
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : undefined;
}

function progressReporter(onProgress: ((percent: number) => void) | undefined) {
  let reported = -1;
  return (percent: number) => {
    const value = Math.max(0, Math.min(100, Math.floor(percent)));
    if (value <= reported) return;
    reported = value;
    onProgress?.(value);
  };
}

/** The segments ffmpeg listed in a track's playlist, with their sizes. */
async function readSegments(workDir: string, directory: string): Promise<Segment[]> {
  const folder = path.join(workDir, directory);
  const playlist = parseMediaPlaylist(await fs.readFile(path.join(folder, TRACK_FILES.playlist), 'utf8'));
  if (playlist.initSegment !== TRACK_FILES.initSegment || playlist.segments.length === 0) {
    throw new Error(`ffmpeg wrote no usable fMP4 playlist in ${directory}.`);
  }
  return Promise.all(
    playlist.segments.map(async ({ file, durationSeconds }, index) => {
      // The DASH template addresses segments by number, so the names must count up from seg_00000.
      if (file !== segmentFileName(index)) throw new Error(`Unexpected segment ${file} in ${directory}.`);
      const { size } = await fs.stat(path.join(folder, file));
      return { file, durationSeconds, bytes: size };
    }),
  );
}

async function describeVideo(
  workDir: string,
  plan: TranscodePlan,
  rendition: Rendition,
): Promise<VideoTrack> {
  const directory = videoDirectory(rendition);
  const segments = await readSegments(workDir, directory);
  const init = await fs.readFile(path.join(workDir, directory, TRACK_FILES.initSegment));
  return {
    id: rendition.id,
    directory,
    width: rendition.width,
    height: rendition.height,
    frameRate: plan.frameRate,
    codecs: avcCodecString(init),
    ...trackBandwidth(segments),
    segments,
  };
}

async function describeAudio(workDir: string): Promise<AudioTrack> {
  const segments = await readSegments(workDir, audioDirectory);
  return {
    directory: audioDirectory,
    codecs: AAC_LC_CODEC,
    channels: AUDIO.channels,
    sampleRate: AUDIO.sampleRate,
    ...trackBandwidth(segments),
    segments,
  };
}

async function describeOutput(workDir: string, plan: TranscodePlan): Promise<MediaDescription> {
  const video = await Promise.all(
    plan.renditions.map((rendition) => describeVideo(workDir, plan, rendition)),
  );
  const played = video[0]?.segments ?? [];
  return {
    durationSeconds: played.reduce((sum, segment) => sum + segment.durationSeconds, 0),
    segmentSeconds: Number((plan.gop / frameRateValue(plan.frameRate)).toFixed(6)),
    video,
    audio: plan.probe.hasAudio ? await describeAudio(workDir) : undefined,
    captions: [],
  };
}

/**
 * Source file -> HLS ladder of fMP4 segments with a master playlist, a DASH manifest over the same
 * segments, poster, thumbnail and seek-preview sprite. Everything is written to `<outputDir>.partial` and
 * renamed into place at the end, so nothing half-written is ever served; on failure the partial folder is
 * removed and the error carries ffmpeg's last stderr lines.
 */
export async function transcode(options: TranscodeOptions): Promise<MediaDescription> {
  const { binaries, outputDir, preset = DEFAULT_PRESET, segmentSeconds = 4, rungs, signal } = options;
  requireFeature(binaries.capabilities, 'transcode');
  const report = progressReporter(options.onProgress);
  report(0);
  const source = path.resolve(options.source);
  const probe = await probeMedia(binaries, source);
  const renditions = planLadder(probe, rungs);
  const frameRate = outputFrameRate(probe.frameRate);
  const top = renditions.at(-1) as Rendition;
  const plan: TranscodePlan = {
    source,
    probe,
    renditions,
    frameRate,
    gop: Math.max(1, Math.round(frameRateValue(frameRate) * segmentSeconds)),
    preset,
    sprite: planSprite(probe.durationSeconds, top),
  };
  // A fixed name, so a retry after a crash clears what the crashed attempt left behind.
  const workDir = `${path.resolve(outputDir)}.partial`;
  await fs.rm(workDir, { recursive: true, force: true });
  try {
    const folders = [...renditions.map(videoDirectory), ...(probe.hasAudio ? [audioDirectory] : [])];
    for (const folder of folders) await fs.mkdir(path.join(workDir, folder), { recursive: true });
    await runTool(binaries.ffmpeg, encodeArgs(plan), {
      cwd: workDir,
      timeoutMs: encodeTimeoutMs(probe.durationSeconds),
      signal,
      onStdoutLine: (line) => {
        const seconds = progressSeconds(line);
        if (seconds !== undefined) {
          report(Math.min(ENCODED_PERCENT, (ENCODED_PERCENT * seconds) / probe.durationSeconds));
        }
      },
    });
    report(ENCODED_PERCENT);
    await runTool(binaries.ffmpeg, stillArgs(plan), { cwd: workDir, timeoutMs: STILLS_TIMEOUT_MS, signal });
    report(STILLS_PERCENT);
    const description = await describeOutput(workDir, plan);
    if (description.durationSeconds < probe.durationSeconds * COMPLETE_SHARE) {
      throw new Error(
        `Only ${description.durationSeconds.toFixed(1)} s of ${probe.durationSeconds.toFixed(1)} s could be ` +
          'decoded; the source file looks truncated or damaged.',
      );
    }
    const spriteCues = renderSpriteCues(plan.sprite, description.durationSeconds, MEDIA_FILES.sprite);
    await fs.writeFile(path.join(workDir, MEDIA_FILES.spriteCues), spriteCues);
    for (const [file, content] of renderManifests(description)) {
      await fs.writeFile(path.join(workDir, file), content);
    }
    signal?.throwIfAborted();
    await moveDirectory(workDir, path.resolve(outputDir));
    report(100);
    return description;
  } catch (error) {
    await fs.rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
