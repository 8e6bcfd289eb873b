import { frameRateValue } from './probe';
import {
  trackPlaylist,
  type CaptionTrack,
  type MediaDescription,
  type VideoTrack,
} from './media-description';

export interface MediaPlaylist {
  initSegment?: string;
  segments: { file: string; durationSeconds: number }[];
}

/** Reads the segment list out of a VOD media playlist written by ffmpeg. */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const playlist: MediaPlaylist = { segments: [] };
  let pendingDuration: number | undefined;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line.startsWith('#EXT-X-MAP:')) {
      playlist.initSegment = /URI="([^"]+)"/.exec(line)?.[1];
    } else if (line.startsWith('#EXTINF:')) {
      pendingDuration = Number.parseFloat(line.slice('#EXTINF:'.length));
    } else if (line && !line.startsWith('#') && pendingDuration !== undefined) {
      playlist.segments.push({ file: line, durationSeconds: pendingDuration });
      pendingDuration = undefined;
    }
  }
  return playlist;
}

const AUDIO_GROUP = 'audio';
const SUBTITLES_GROUP = 'subs';

/** Quoted-string attribute values may not hold quotes or line breaks. */
const quoted = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

function captionMedia(track: CaptionTrack, index: number): string {
  return (
    `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${SUBTITLES_GROUP}",NAME=${quoted(track.label)},` +
    `LANGUAGE=${quoted(track.language)},DEFAULT=NO,AUTOSELECT=${index === 0 ? 'YES' : 'NO'},` +
    `URI=${quoted(track.playlist)}`
  );
}

function streamInf(video: VideoTrack, description: MediaDescription): string {
  const { audio, captions } = description;
  const attributes = [
    `BANDWIDTH=${video.bandwidth + (audio?.bandwidth ?? 0)}`,
    `AVERAGE-BANDWIDTH=${video.averageBandwidth + (audio?.averageBandwidth ?? 0)}`,
    `RESOLUTION=${video.width}x${video.height}`,
    `FRAME-RATE=${frameRateValue(video.frameRate).toFixed(3)}`,
    `CODECS="${[video.codecs, audio?.codecs].filter(Boolean).join(',')}"`,
  ];
  if (audio) attributes.push(`AUDIO="${AUDIO_GROUP}"`);
  if (captions.length > 0) attributes.push(`SUBTITLES="${SUBTITLES_GROUP}"`);
  return `#EXT-X-STREAM-INF:${attributes.join(',')}\n${trackPlaylist(video)}`;
}

/**
 * The multivariant playlist, lowest rendition first so playback starts quickly and adapts upwards.
 * Written here rather than by ffmpeg: the bundled 4.1 build crashes writing one, and captions are added later.
 */
export function renderMasterPlaylist(description: MediaDescription): string {
  const { audio, captions } = description;
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  if (audio) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${AUDIO_GROUP}",NAME="Main",DEFAULT=YES,AUTOSELECT=YES,` +
        `CHANNELS="${audio.channels}",URI=${quoted(trackPlaylist(audio))}`,
    );
  }
  lines.push(...captions.map(captionMedia));
  const videos = [...description.video].sort((a, b) => a.bandwidth - b.bandwidth);
  lines.push(...videos.map((video) => streamInf(video, description)));
  return `${lines.join('\n')}\n`;
}

/** A captions file served as one segment spanning the whole video. */
export function renderCaptionPlaylist(vttFileName: string, durationSeconds: number): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(durationSeconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${durationSeconds.toFixed(3)},`,
    vttFileName,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
