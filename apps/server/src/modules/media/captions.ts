import { AppError } from '../../http/errors';
import { readText, type MediaStorage } from '../../storage/media-storage';
import { renderCaptionPlaylist } from './hls-playlists';
import { MEDIA_FILES, type CaptionTrack, type MediaDescription } from './media-description';
import { renderManifests } from './manifests';

export interface CaptionInput {
  /** BCP 47 tag such as `en` or `pt-BR`. */
  language: string;
  /** Shown in the player's captions menu, e.g. `English`. */
  label: string;
  vtt: string;
}

const TIMESTAMP = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const CUE_TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}(?:[ \t].*)?$`);
const LANGUAGE = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/;
const MAX_LABEL_LENGTH = 100;
const PROBLEMS_REPORTED = 5;

/** Seconds from the hours (optional), minutes, seconds and milliseconds captured by TIMESTAMP. */
function seconds([hours, minutes, secs, millis]: (string | undefined)[]): number {
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/** Checks the WebVTT structure a player relies on: the header, then cues with well-formed, ordered timings. */
export function validateWebVtt(text: string): { cues: number } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const problems: string[] = [];
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) problems.push('line 1: the file must start with WEBVTT');
  let cues = 0;
  let index = 0;
  // Skip the header block; blocks are separated by blank lines.
  while (index < lines.length && lines[index]?.trim() !== '') index += 1;
  while (index < lines.length) {
    if (lines[index]?.trim() === '') {
      index += 1;
      continue;
    }
    const start = index;
    while (index < lines.length && lines[index]?.trim() !== '') index += 1;
    const block = lines.slice(start, index);
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(block[0] ?? '')) continue;
    const timingAt = block[0]?.includes('-->') ? 0 : 1;
    const timing = CUE_TIMING.exec(block[timingAt] ?? '');
    const lineNumber = start + timingAt + 1;
    if (!timing) {
      problems.push(`line ${lineNumber}: expected a cue timing such as 00:00:01.000 --> 00:00:02.500`);
    } else if (seconds(timing.slice(5, 9)) < seconds(timing.slice(1, 5))) {
      problems.push(`line ${lineNumber}: the cue ends before it starts`);
    } else {
      cues += 1;
    }
  }
  if (cues === 0 && problems.length === 0) problems.push('the file has no cues');
  if (problems.length > 0) {
    throw new AppError('VALIDATION', 'The captions file is not valid WebVTT.', {
      fields: { captions: problems.slice(0, PROBLEMS_REPORTED) },
    });
  }
  return { cues };
}

function validateTrackNames({ language, label }: CaptionInput): void {
  const fields: Record<string, string[]> = {};
  if (!LANGUAGE.test(language)) fields.language = ['must be a language tag such as en or pt-BR'];
  if (!label.trim() || label.length > MAX_LABEL_LENGTH) {
    fields.label = [`must be 1 to ${MAX_LABEL_LENGTH} characters`];
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', 'The captions track is not valid.', { fields });
  }
}

/**
 * Adds (or replaces, per language) a WebVTT captions track on a published asset: a subtitles rendition in
 * the HLS master playlist and a text AdaptationSet in the MPD.
 */
export async function attachCaptions(
  storage: MediaStorage,
  assetKey: string,
  input: CaptionInput,
): Promise<MediaDescription> {
  validateTrackNames(input);
  validateWebVtt(input.vtt);
  const description = JSON.parse(
    await readText(storage, `${assetKey}/${MEDIA_FILES.description}`),
  ) as MediaDescription;
  const track: CaptionTrack = {
    language: input.language,
    label: input.label.trim(),
    file: `captions/${input.language}.vtt`,
    playlist: `captions/${input.language}.m3u8`,
  };
  await storage.putFile(`${assetKey}/${track.file}`, input.vtt);
  await storage.putFile(
    `${assetKey}/${track.playlist}`,
    renderCaptionPlaylist(`${input.language}.vtt`, description.durationSeconds),
  );
  const others = description.captions.filter((existing) => existing.language !== track.language);
  const updated: MediaDescription = { ...description, captions: [...others, track] };
  for (const [file, content] of renderManifests(updated)) {
    await storage.putFile(`${assetKey}/${file}`, content);
  }
  return updated;
}
