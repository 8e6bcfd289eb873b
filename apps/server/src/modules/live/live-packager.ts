import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import type { MediaBinaries } from '../media/ffmpeg-binary';
import type { MediaCapabilities } from '../media/media-capabilities';
import { tiedToThisProcess } from '../../tied-process';
import { createFlvFeed } from './flv-feed';

/** Where a broadcast's files sit under its folder. */
export const LIVE_FILES = {
  master: 'master.m3u8',
  sourcePlaylist: 'source/index.m3u8',
  sourceDir: 'source',
  init: 'init.mp4',
} as const;

/** Seconds of media per segment: short, so a player can sit about three segments behind the camera. */
export const LIVE_SEGMENT_SECONDS = 1;
/** Segments a live playlist lists; older ones stay on disk as the recording. */
const LIVE_PLAYLIST_LENGTH = 10;
/** The rung added below the source when the machine can afford an encode. */
const LOW_RUNG = { id: '360p', height: 360, videoBitrate: 800_000, audioBitrate: 96_000 };

export interface PackagerProgress {
  fps: number;
  droppedFrames: number;
}

export interface LivePackagerOptions {
  binaries: MediaBinaries;
  /** The broadcast's folder; made here. */
  directory: string;
  /** Add the 360p rung (an encode) beside the copied source. */
  ladder: boolean;
  /** What the encoder announced, for the master playlist. */
  source: { width: number; height: number; kbps: number };
  onProgress: (progress: PackagerProgress) => void;
  /** A GOP of the input was cut short or skipped because ffmpeg fell behind. */
  onDroppedGop: () => void;
  onExit: (code: number | null, stderrTail: string[]) => void;
}

function hlsOutput(directory: string): string[] {
  return [
    ...[
      '-f',
      'hls',
      '-hls_time',
      String(LIVE_SEGMENT_SECONDS),
      '-hls_list_size',
      String(LIVE_PLAYLIST_LENGTH),
    ],
    ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', LIVE_FILES.init],
    ...['-hls_flags', 'independent_segments+program_date_time+temp_file'],
    ...['-hls_segment_filename', `${directory}/seg_%05d.m4s`, `${directory}/index.m3u8`],
  ];
}

/**
 * ffmpeg reading FLV on stdin: the source copied as it came, and optionally a 360p encode with 1 s GOPs. Progress
 * comes every second, or every half second (ffmpeg's own pace) from an ffmpeg before 4.4 that cannot be told.
 */
export function livePackagerArgs(ladder: boolean, capabilities: MediaCapabilities): string[] {
  const low = ladder
    ? [
        ...['-map', '0:v:0', '-map', '0:a:0?', '-vf', `scale=-2:${LOW_RUNG.height}`],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
        ...['-b:v', String(LOW_RUNG.videoBitrate), '-maxrate', String(LOW_RUNG.videoBitrate)],
        ...['-bufsize', String(LOW_RUNG.videoBitrate), '-force_key_frames', 'expr:gte(t,n_forced*1)'],
        ...['-c:a', 'aac', '-b:a', String(LOW_RUNG.audioBitrate), '-ac', '2'],
        ...hlsOutput(LOW_RUNG.id),
      ]
    : [];
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'],
    ...(capabilities.has['option:stats_period'] ? ['-stats_period', '1'] : []),
    ...['-fflags', 'nobuffer', '-probesize', '256000', '-analyzeduration', '1000000'],
    ...['-f', 'flv', '-i', 'pipe:0'],
    ...['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', ...hlsOutput(LIVE_FILES.sourceDir)],
    ...low,
  ];
}

/** The master playlist, written by us (it is known before any segment exists). */
export function liveMasterPlaylist(ladder: boolean, source: LivePackagerOptions['source']): string {
  const sourceBandwidth = Math.max(source.kbps * 1000, 500_000);
  const resolution = source.width && source.height ? `,RESOLUTION=${source.width}x${source.height}` : '';
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${sourceBandwidth}${resolution}`, LIVE_FILES.sourcePlaylist);
  if (ladder) {
    const width = source.height ? Math.round((source.width * LOW_RUNG.height) / source.height / 2) * 2 : 640;
    const bandwidth = LOW_RUNG.videoBitrate + LOW_RUNG.audioBitrate;
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${LOW_RUNG.height}`);
    lines.push(`${LOW_RUNG.id}/index.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}

/** How many segments a media playlist lists as finished, counting from the first one ever written. */
export function segmentsWritten(playlist: string): number {
  const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? 0);
  const listed = playlist.split('\n').filter((line) => line.startsWith('#EXTINF')).length;
  return listed === 0 ? 0 : sequence + listed;
}

/** One broadcast's packaging: FLV in, low-latency HLS (fMP4) out, every segment kept for the recording. */
export async function startLivePackager(options: LivePackagerOptions) {
  const { directory, ladder, binaries } = options;
  await fs.mkdir(path.join(directory, LIVE_FILES.sourceDir), { recursive: true });
  if (ladder) await fs.mkdir(path.join(directory, LOW_RUNG.id), { recursive: true });
  await fs.writeFile(path.join(directory, LIVE_FILES.master), liveMasterPlaylist(ladder, options.source));
  const child = spawn(
    ...tiedToThisProcess(binaries.ffmpeg, livePackagerArgs(ladder, binaries.capabilities)),
    {
      cwd: directory,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const stderrTail: string[] = [];
  readline.createInterface({ input: child.stderr }).on('line', (line) => {
    stderrTail.push(line);
    if (stderrTail.length > 20) stderrTail.shift();
  });
  let progress: PackagerProgress = { fps: 0, droppedFrames: 0 };
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const [key, value] = line.split('=');
    if (key === 'fps') progress = { ...progress, fps: Number(value) || 0 };
    else if (key === 'drop_frames') progress = { ...progress, droppedFrames: Number(value) || 0 };
    else if (key === 'progress') options.onProgress(progress);
  });
  // A write after ffmpeg has gone fails with EPIPE; the exit reports why.
  child.stdin.on('error', () => undefined);
  const feed = createFlvFeed(child.stdin, { onDroppedGop: options.onDroppedGop });
  const exited = new Promise<void>((resolve) => {
    child.once('close', (code) => {
      options.onExit(code, stderrTail);
      resolve();
    });
  });

  return {
    /** Hands ffmpeg the next piece of FLV, or drops it while ffmpeg is behind. */
    write: feed,
    /** Segments the source playlist lists so far. */
    async segments(): Promise<number> {
      const text = await fs.readFile(path.join(directory, LIVE_FILES.sourcePlaylist), 'utf8').catch(() => '');
      return segmentsWritten(text);
    },
    /** Ends the input so ffmpeg writes its last segments and the end of each playlist, then waits for it. */
    async finish(timeoutMs = 10_000): Promise<void> {
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type LivePackager = Awaited<ReturnType<typeof startLivePackager>>;

/**
 * A media segment without its segment index boxes (`sidx`). Their times count from the start of presentation
 * (after the edit list's opening delay, which an encoder's late video or a reconnect brings), and ffmpeg's
 * reader, meeting several in one file, takes them for decode times: the joined recording would claim seconds it
 * does not hold, and its transcode would be refused as truncated. Each fragment keeps its own decode time (`tfdt`).
 */
export function withoutSegmentIndex(segment: Buffer): Buffer {
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 8 <= segment.length) {
    const declared = segment.readUInt32BE(offset);
    const size =
      declared === 1 && offset + 16 <= segment.length
        ? Number(segment.readBigUInt64BE(offset + 8))
        : declared === 0
          ? segment.length - offset
          : declared;
    // A box that does not fit is kept as it is, with whatever follows it.
    if (size < 8 || offset + size > segment.length) break;
    if (segment.toString('latin1', offset + 4, offset + 8) !== 'sidx')
      kept.push(segment.subarray(offset, offset + size));
    offset += size;
  }
  kept.push(segment.subarray(offset));
  return Buffer.concat(kept);
}

/** Joins the source rung's init segment and media segments (less their indexes) into one fragmented MP4. */
export async function assembleRecording(directory: string, outputFile: string): Promise<boolean> {
  const sourceDir = path.join(directory, LIVE_FILES.sourceDir);
  const names = await fs.readdir(sourceDir).catch(() => [] as string[]);
  const segments = names.filter((name) => /^seg_\d+\.m4s$/.test(name)).sort();
  if (segments.length === 0) return false;
  await fs.mkdir(path.dirname(outputFile), { recursive: true });
  const output = await fs.open(outputFile, 'w');
  try {
    await output.write(await fs.readFile(path.join(sourceDir, LIVE_FILES.init)));
    for (const name of segments)
      await output.write(withoutSegmentIndex(await fs.readFile(path.join(sourceDir, name))));
  } finally {
    await output.close();
  }
  return true;
}
