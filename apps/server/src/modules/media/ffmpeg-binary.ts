// Which ffmpeg and ffprobe the pipeline runs: an explicit path, else the ones on PATH (Debian's), else the
// static builds shipped by the optional npm packages @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe.
// The bundled ffmpeg is an old 4.1 build that crashes when asked for a master playlist, which is one reason the
// pipeline writes every manifest itself. ffprobe's JSON is the only probe path (no parsing of `ffmpeg -i`
// output), so the fallback brings its own ffprobe.
import type { MediaFeatureStatus } from '@crewcast/contracts/health';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EnvironmentError } from '../../jobs/environment-error';
import {
  describeCapabilities,
  MEDIA_FEATURE_NAMES,
  probeCapabilities,
  type MediaCapabilities,
  type MediaFeature,
} from './media-capabilities';
import { runTool } from './run-tool';

export interface MediaBinaries {
  ffmpeg: string;
  ffprobe: string;
  /** What this ffmpeg can do, and what it cannot: code that needs a capability reads it here. */
  capabilities: MediaCapabilities;
}

export interface LocateMediaBinariesOptions {
  /** When set it must work: a configured path that fails is an error, never a silent fallback. */
  ffmpegPath?: string;
  /** Defaults to the ffprobe beside `ffmpegPath`, then PATH, then the bundled one. */
  ffprobePath?: string;
}

const executable = (name: string) => (process.platform === 'win32' ? `${name}.exe` : name);

/** The binary an optional installer package ships, or undefined when the package is not installed. */
function bundledBinary(packageName: string): string | undefined {
  try {
    // createRequire keeps the package external to the server bundle, so its own path lookup still works.
    const installer = createRequire(import.meta.url)(packageName) as { path: string };
    return installer.path;
  } catch {
    return undefined;
  }
}

/** The first line `-version` prints, or undefined when the binary does not run. */
async function versionOf(binary: string): Promise<string | undefined> {
  try {
    const output = await runTool(binary, ['-hide_banner', '-version']);
    return output.split('\n', 1)[0]?.trim();
  } catch {
    return undefined;
  }
}

async function firstWorking(tool: string, candidates: (string | undefined)[]) {
  const tried = candidates.filter((candidate): candidate is string => Boolean(candidate));
  for (const binary of tried) {
    const version = await versionOf(binary);
    if (version) return { binary, version };
  }
  throw new EnvironmentError(
    `No working ${tool} found (tried ${tried.join(', ') || 'nothing'}). ` +
      `Install ffmpeg (for example apt-get install ffmpeg) or set FFMPEG_PATH.`,
  );
}

/** Finds runnable ffmpeg and ffprobe binaries and probes what they can do; once per process and options. */
export function locateMediaBinaries(options: LocateMediaBinariesOptions = {}): Promise<MediaBinaries> {
  const key = JSON.stringify([options.ffmpegPath, options.ffprobePath, process.env.PATH]);
  let located = found.get(key);
  if (!located) {
    located = locate(options);
    found.set(key, located);
    // A binary that was missing may be installed before the next try.
    located.catch(() => found.delete(key));
  }
  return located;
}

const found = new Map<string, Promise<MediaBinaries>>();

async function locate({ ffmpegPath, ffprobePath }: LocateMediaBinariesOptions): Promise<MediaBinaries> {
  const ffmpeg = await firstWorking(
    'ffmpeg',
    ffmpegPath ? [ffmpegPath] : [executable('ffmpeg'), bundledBinary('@ffmpeg-installer/ffmpeg')],
  );
  const ffprobe = await firstWorking(
    'ffprobe',
    ffprobePath
      ? [ffprobePath]
      : [
          ffmpegPath ? path.join(path.dirname(ffmpegPath), executable('ffprobe')) : undefined,
          executable('ffprobe'),
          bundledBinary('@ffprobe-installer/ffprobe'),
        ],
  );
  const capabilities = await probeCapabilities({
    ffmpeg: ffmpeg.binary,
    ffprobe: ffprobe.binary,
    ffmpegVersion: ffmpeg.version,
    ffprobeVersion: ffprobe.version,
  });
  return { ffmpeg: ffmpeg.binary, ffprobe: ffprobe.binary, capabilities };
}

export type MediaToolchain =
  | { capabilities: MediaCapabilities; summary: string; error?: undefined }
  | { capabilities?: undefined; summary?: undefined; error: string };

/** The binaries' capabilities and a one-line summary of them, or why no binary was found. */
export async function mediaToolchain(binaries: () => Promise<MediaBinaries>): Promise<MediaToolchain> {
  try {
    const { capabilities } = await binaries();
    return { capabilities, summary: `media toolchain: ${describeCapabilities(capabilities)}` };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether the toolchain can serve each media feature, and what it lacks (all of it when no ffmpeg was found). */
export function mediaFeatureStatuses(toolchain: MediaToolchain): MediaFeatureStatus[] {
  return (Object.keys(MEDIA_FEATURE_NAMES) as MediaFeature[]).map((feature) => {
    if (!toolchain.capabilities) return { feature, available: false, missing: [], error: toolchain.error };
    const missing =
      toolchain.capabilities.unavailable.find((entry) => entry.feature === feature)?.missing ?? [];
    return { feature, available: missing.length === 0, missing, error: null };
  });
}
