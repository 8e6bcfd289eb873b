import type { FrameRate } from './probe';

/** Fixed names inside an asset's folder; players and routes address files by these. */
export const MEDIA_FILES = {
  hlsMaster: 'master.m3u8',
  dashManifest: 'manifest.mpd',
  description: 'media.json',
  poster: 'poster.jpg',
  thumbnail: 'thumbnail.jpg',
  sprite: 'sprite.jpg',
  spriteCues: 'sprite.vtt',
} as const;

/** Each track folder holds a media playlist, an init segment and numbered fMP4 segments. */
export const TRACK_FILES = {
  playlist: 'index.m3u8',
  initSegment: 'init.mp4',
  /** Segment names for ffmpeg and the DASH template; both count from 0. */
  ffmpegSegmentPattern: 'seg_%05d.m4s',
  dashSegmentTemplate: 'seg_$Number%05d$.m4s',
} as const;

export const segmentFileName = (index: number) => `seg_${String(index).padStart(5, '0')}.m4s`;

export interface Segment {
  /** Relative to the track's folder. */
  file: string;
  durationSeconds: number;
  bytes: number;
}

export interface Track {
  /** Relative to the asset's folder, e.g. `video/720p`. */
  directory: string;
  /** RFC 6381 codec string, e.g. `avc1.64001f`. */
  codecs: string;
  /** Peak segment bit rate (HLS BANDWIDTH). */
  bandwidth: number;
  averageBandwidth: number;
  segments: Segment[];
}

export interface VideoTrack extends Track {
  id: string;
  width: number;
  height: number;
  frameRate: FrameRate;
}

export interface AudioTrack extends Track {
  channels: number;
  sampleRate: number;
}

export interface CaptionTrack {
  /** BCP 47 tag such as `en` or `pt-BR`; also names the files. */
  language: string;
  label: string;
  /** The WebVTT file and its one-segment HLS playlist, relative to the asset's folder. */
  file: string;
  playlist: string;
}

/** Everything the manifests are rendered from; stored as media.json beside them. */
export interface MediaDescription {
  durationSeconds: number;
  segmentSeconds: number;
  video: VideoTrack[];
  audio?: AudioTrack;
  captions: CaptionTrack[];
}

/** HLS BANDWIDTH is the peak segment rate; AVERAGE-BANDWIDTH the whole track's. */
export function trackBandwidth(segments: Segment[]): { bandwidth: number; averageBandwidth: number } {
  const bits = (segment: Segment) => segment.bytes * 8;
  const peak = Math.max(0, ...segments.map((segment) => bits(segment) / segment.durationSeconds));
  const totalSeconds = segments.reduce((sum, segment) => sum + segment.durationSeconds, 0);
  const totalBits = segments.reduce((sum, segment) => sum + bits(segment), 0);
  return {
    bandwidth: Math.ceil(peak),
    averageBandwidth: totalSeconds > 0 ? Math.ceil(totalBits / totalSeconds) : 0,
  };
}

export const trackPlaylist = (track: Track) => `${track.directory}/${TRACK_FILES.playlist}`;
export const trackInitSegment = (track: Track) => `${track.directory}/${TRACK_FILES.initSegment}`;
