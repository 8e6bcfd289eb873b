// What the ffmpeg in use can do, probed once at start: every filter, format, encoder and option the media code
// passes to it. Code that needs something an older ffmpeg lacks picks an equivalent the binary has; a feature
// that cannot work at all is named at start and by the probe, instead of failing later with "No such filter".
import type { MediaFeatureStatus } from '@crewcast/contracts/health';
import { EnvironmentError } from '../../jobs/environment-error';
import { runTool } from './run-tool';
import { SOURCE_FORMATS } from './source-formats';

/** What the media code does with ffmpeg. */
export type MediaFeature = MediaFeatureStatus['feature'];

export const MEDIA_FEATURE_NAMES: Record<MediaFeature, string> = {
  transcode: 'video transcoding',
  live: 'live packaging',
  demoClips: 'demo clips',
};

interface Requirement {
  features: MediaFeature[];
  /** What the code does without it; absent when the features cannot work without it. */
  otherwise?: string;
}

const TRANSCODE_DEMUXERS = Object.fromEntries(
  SOURCE_FORMATS.map((format) => [`demuxer:${format}`, { features: ['transcode'] }]),
) as Record<`demuxer:${(typeof SOURCE_FORMATS)[number]}`, Requirement>;

/**
 * Every capability the media code asks of ffmpeg (ffmpeg-args.ts, source-formats.ts, title-card.ts,
 * test-pattern.ts, live-packager.ts), as `kind:name`. Each exists in ffmpeg 4.1 (the bundled fallback) unless it
 * says what is done without it.
 */
export const MEDIA_REQUIREMENTS = {
  ...TRANSCODE_DEMUXERS,
  'demuxer:lavfi': { features: ['demoClips'] },
  'filter:fps': { features: ['transcode'] },
  'filter:split': { features: ['transcode'] },
  'filter:scale': { features: ['transcode', 'live', 'demoClips'] },
  'filter:setsar': { features: ['transcode'] },
  'filter:tile': { features: ['transcode'] },
  'filter:crop': { features: ['transcode'] },
  'filter:testsrc2': { features: ['demoClips'] },
  'filter:sine': { features: ['demoClips'] },
  'filter:geq': { features: ['demoClips'] },
  'filter:gradients': {
    features: ['demoClips'],
    otherwise: 'title cards draw their moving gradient with geq',
  },
  'filter:drawtext': { features: ['demoClips'], otherwise: 'title cards are made without their titles' },
  'muxer:hls': { features: ['transcode', 'live'] },
  'muxer:image2': { features: ['transcode'] },
  'muxer:mp4': { features: ['demoClips'] },
  'encoder:libx264': { features: ['transcode', 'live', 'demoClips'] },
  'encoder:aac': { features: ['transcode', 'live', 'demoClips'] },
  'encoder:mjpeg': { features: ['transcode'] },
  'option:progress': { features: ['transcode', 'live'] },
  'option:protocol_whitelist': { features: ['transcode'] },
  'option:format_whitelist': { features: ['transcode'] },
  'option:hls_segment_type': { features: ['transcode', 'live'] },
  'option:hls_fmp4_init_filename': { features: ['transcode', 'live'] },
  'option:hls_playlist_type': { features: ['transcode'] },
  'option:force_key_frames': { features: ['live'] },
  'option:tune': { features: ['live'] },
  'option:movflags': { features: ['demoClips'] },
  'option:stats_period': {
    features: ['live'],
    otherwise: "live encoder figures come at ffmpeg's own pace (twice a second)",
  },
  'flag:independent_segments': { features: ['transcode', 'live'] },
  'flag:program_date_time': { features: ['live'] },
  'flag:temp_file': { features: ['live'] },
} satisfies Record<string, Requirement>;

export type MediaCapability = keyof typeof MEDIA_REQUIREMENTS;

export interface MediaCapabilities {
  ffmpeg: { path: string; version: string };
  ffprobe: { path: string; version: string };
  /** Whether the ffmpeg has each capability the code relies on. */
  has: Record<MediaCapability, boolean>;
  /** Capabilities missing that the code works around, and what it does instead. */
  substitutes: { capability: MediaCapability; instead: string }[];
  /** Features that cannot work with this ffmpeg, and what they miss. */
  unavailable: { feature: MediaFeature; missing: MediaCapability[] }[];
}

type Kind = 'demuxer' | 'muxer' | 'filter' | 'encoder' | 'option' | 'flag';

/** The binaries found and the first line each printed for `-version`. */
interface FoundBinaries {
  ffmpeg: string;
  ffprobe: string;
  ffmpegVersion: string;
  ffprobeVersion: string;
}

/** The names a listing such as `-filters` or `-encoders` prints: the word after each line's flags column. */
function listedNames(listing: string): Set<string> {
  const names = new Set<string>();
  for (const line of listing.split('\n')) {
    const match = /^\s*[A-Z.|]{1,6}\s+([\w,]+)\s/.exec(line);
    for (const name of match?.[1]?.split(',') ?? []) names.add(name);
  }
  return names;
}

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Works out, from ffmpeg's own listings, which requirements it meets and what follows from the ones it misses. */
export function readCapabilities(
  binaries: FoundBinaries,
  listings: Record<'formats' | 'filters' | 'encoders' | 'help', string>,
): MediaCapabilities {
  const demuxers = new Set<string>();
  const muxers = new Set<string>();
  // `-formats` prints ` DE name`: D when it reads the format, E when it writes it.
  for (const line of listings.formats.split('\n')) {
    const match = /^ ([D ])([E ])d?\s+([\w,]+)\s/.exec(line);
    for (const name of match?.[3]?.split(',') ?? []) {
      if (match?.[1] === 'D') demuxers.add(name);
      if (match?.[2] === 'E') muxers.add(name);
    }
  }
  const filters = listedNames(listings.filters);
  const encoders = listedNames(listings.encoders);
  const checks: Record<Kind, (name: string) => boolean> = {
    demuxer: (name) => demuxers.has(name),
    muxer: (name) => muxers.has(name),
    filter: (name) => filters.has(name),
    encoder: (name) => encoders.has(name),
    // `-h full` lists every option as `-name <type>`, and the named values of flags indented under them.
    option: (name) => new RegExp(`^\\s*-${escape(name)}\\s`, 'm').test(listings.help),
    flag: (name) => new RegExp(`^\\s+${escape(name)}\\s+[A-Z.]+\\s`, 'm').test(listings.help),
  };
  const entries = Object.entries(MEDIA_REQUIREMENTS) as [MediaCapability, Requirement][];
  const has = Object.fromEntries(
    entries.map(([capability]) => {
      const [kind, name] = capability.split(':') as [Kind, string];
      return [capability, checks[kind](name)];
    }),
  ) as Record<MediaCapability, boolean>;
  const missing = entries.filter(([capability]) => !has[capability]);
  const features = Object.keys(MEDIA_FEATURE_NAMES) as MediaFeature[];
  return {
    ffmpeg: { path: binaries.ffmpeg, version: binaries.ffmpegVersion },
    ffprobe: { path: binaries.ffprobe, version: binaries.ffprobeVersion },
    has,
    substitutes: missing.flatMap(([capability, { otherwise }]) =>
      otherwise ? [{ capability, instead: otherwise }] : [],
    ),
    unavailable: features.flatMap((feature) => {
      const lacking = missing
        .filter(([, requirement]) => !requirement.otherwise && requirement.features.includes(feature))
        .map(([capability]) => capability);
      return lacking.length > 0 ? [{ feature, missing: lacking }] : [];
    }),
  };
}

/** Asks the ffmpeg for its formats, filters, encoders and options (four quick runs, side by side). */
export async function probeCapabilities(binaries: FoundBinaries): Promise<MediaCapabilities> {
  const list = (option: string) => runTool(binaries.ffmpeg, ['-hide_banner', ...option.split(' ')]);
  const [formats, filters, encoders, help] = await Promise.all(
    ['-formats', '-filters', '-encoders', '-h full'].map(list),
  );
  return readCapabilities(binaries, {
    formats: formats ?? '',
    filters: filters ?? '',
    encoders: encoders ?? '',
    help: help ?? '',
  });
}

/** The one line the server logs at start. */
export function describeCapabilities(capabilities: MediaCapabilities): string {
  // `ffmpeg version 5.1.6-0+deb12u1 Copyright (c) 2000-2024 the FFmpeg developers`, without the copyright.
  const short = (version: string) => version.replace(/\s+Copyright.*$/, '');
  const parts = [`${short(capabilities.ffmpeg.version)} (${capabilities.ffmpeg.path})`];
  parts.push(short(capabilities.ffprobe.version));
  const missing = Object.values(capabilities.has).filter((present) => !present).length;
  const total = Object.keys(capabilities.has).length;
  parts.push(`${total - missing} of ${total} capabilities found`);
  for (const { capability, instead } of capabilities.substitutes) parts.push(`no ${capability}: ${instead}`);
  for (const { feature, missing: lacking } of capabilities.unavailable)
    parts.push(`${MEDIA_FEATURE_NAMES[feature]} UNAVAILABLE (missing ${lacking.join(', ')})`);
  return parts.join('; ');
}

/** Stops work the found ffmpeg cannot do, with a reason naming what it lacks (the job is retried at next start). */
export function requireFeature(capabilities: MediaCapabilities, feature: MediaFeature): void {
  const unavailable = capabilities.unavailable.find((entry) => entry.feature === feature);
  if (unavailable)
    throw new EnvironmentError(
      `The ffmpeg in use (${capabilities.ffmpeg.version}) cannot do ${MEDIA_FEATURE_NAMES[feature]}: ` +
        `it lacks ${unavailable.missing.join(', ')}. Install ffmpeg 4.1 or later with these, or set FFMPEG_PATH.`,
    );
}
