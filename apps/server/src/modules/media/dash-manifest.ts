import {
  TRACK_FILES,
  trackInitSegment,
  type AudioTrack,
  type CaptionTrack,
  type MediaDescription,
  type Segment,
  type Track,
  type VideoTrack,
} from './media-description';
import type { FrameRate } from './probe';

const TIMESCALE = 1000;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const isoDuration = (seconds: number) => `PT${seconds.toFixed(3)}S`;

const frameRateAttribute = ({ numerator, denominator }: FrameRate) =>
  denominator === 1 ? String(numerator) : `${numerator}/${denominator}`;

/**
 * Segment times in milliseconds, rounded from the running total so rounding never drifts; equal
 * neighbours collapse into one `<S r>` entry.
 */
function segmentTimeline(segments: Segment[]): string {
  const entries: { duration: number; repeat: number }[] = [];
  let elapsedSeconds = 0;
  for (const segment of segments) {
    const start = Math.round(elapsedSeconds * TIMESCALE);
    elapsedSeconds += segment.durationSeconds;
    const duration = Math.round(elapsedSeconds * TIMESCALE) - start;
    const last = entries.at(-1);
    if (last?.duration === duration) last.repeat += 1;
    else entries.push({ duration, repeat: 0 });
  }
  const items = entries.map(({ duration, repeat }, index) => {
    const start = index === 0 ? ' t="0"' : '';
    return `<S${start} d="${duration}"${repeat > 0 ? ` r="${repeat}"` : ''}/>`;
  });
  return `<SegmentTimeline>${items.join('')}</SegmentTimeline>`;
}

/** The same fMP4 files the HLS playlists list, addressed by number. */
function segmentTemplate(track: Track): string {
  return [
    `<SegmentTemplate timescale="${TIMESCALE}" startNumber="0"`,
    ` initialization="${escapeXml(trackInitSegment(track))}"`,
    ` media="${escapeXml(`${track.directory}/${TRACK_FILES.dashSegmentTemplate}`)}">`,
    segmentTimeline(track.segments),
    '</SegmentTemplate>',
  ].join('');
}

function videoAdaptationSet(id: number, videos: VideoTrack[]): string {
  const maxWidth = Math.max(...videos.map((video) => video.width));
  const maxHeight = Math.max(...videos.map((video) => video.height));
  const representations = videos.map(
    (video) =>
      `      <Representation id="${escapeXml(video.id)}" bandwidth="${video.bandwidth}" ` +
      `codecs="${video.codecs}" width="${video.width}" height="${video.height}" ` +
      `frameRate="${frameRateAttribute(video.frameRate)}" sar="1:1">\n        ${segmentTemplate(video)}\n` +
      `      </Representation>`,
  );
  return [
    `    <AdaptationSet id="${id}" contentType="video" mimeType="video/mp4" segmentAlignment="true" ` +
      `startWithSAP="1" maxWidth="${maxWidth}" maxHeight="${maxHeight}">`,
    ...representations,
    '    </AdaptationSet>',
  ].join('\n');
}

function audioAdaptationSet(id: number, audio: AudioTrack): string {
  return [
    `    <AdaptationSet id="${id}" contentType="audio" mimeType="audio/mp4" segmentAlignment="true" startWithSAP="1">`,
    `      <Representation id="audio" bandwidth="${audio.bandwidth}" codecs="${audio.codecs}" ` +
      `audioSamplingRate="${audio.sampleRate}">`,
    `        <AudioChannelConfiguration schemeIdUri="urn:mpeg:dash:23003:3:audio_channel_configuration:2011" ` +
      `value="${audio.channels}"/>`,
    `        ${segmentTemplate(audio)}`,
    '      </Representation>',
    '    </AdaptationSet>',
  ].join('\n');
}

/** A sidecar WebVTT file; dash.js shows it as a text track. */
function captionAdaptationSet(id: number, track: CaptionTrack): string {
  return [
    `    <AdaptationSet id="${id}" contentType="text" mimeType="text/vtt" lang="${escapeXml(track.language)}">`,
    `      <Label>${escapeXml(track.label)}</Label>`,
    '      <Role schemeIdUri="urn:mpeg:dash:role:2011" value="subtitle"/>',
    `      <Representation id="captions-${escapeXml(track.language)}" bandwidth="256">`,
    `        <BaseURL>${escapeXml(track.file)}</BaseURL>`,
    '      </Representation>',
    '    </AdaptationSet>',
  ].join('\n');
}

/** A static DASH manifest over the HLS ladder's fMP4 segments, so no media is stored twice. */
export function renderDashManifest(description: MediaDescription): string {
  const videos = [...description.video].sort((a, b) => a.bandwidth - b.bandwidth);
  const sets = [videoAdaptationSet(0, videos)];
  if (description.audio) sets.push(audioAdaptationSet(sets.length, description.audio));
  for (const track of description.captions) sets.push(captionAdaptationSet(sets.length, track));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" profiles="urn:mpeg:dash:profile:isoff-live:2011" type="static"',
    `  mediaPresentationDuration="${isoDuration(description.durationSeconds)}" ` +
      `minBufferTime="${isoDuration(description.segmentSeconds)}">`,
    '  <Period id="0" start="PT0S">',
    ...sets,
    '  </Period>',
    '</MPD>',
    '',
  ].join('\n');
}
