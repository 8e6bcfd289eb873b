import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { createLocalStorage } from '../../storage/local-storage';
import { readText, type MediaStorage } from '../../storage/media-storage';
import { attachCaptions, validateWebVtt } from './captions';
import { MEDIA_FILES, type MediaDescription } from './media-description';
import { renderManifests } from './manifests';

const VTT = `WEBVTT Kind: captions

NOTE made for the test

1
00:00:00.500 --> 00:00:02.000 line:90%
Hello <b>there</b>

00:02.000 --> 00:04.000
Second cue
`;

function validationProblems(text: string): string[] {
  try {
    validateWebVtt(text);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).fields?.captions ?? [];
  }
}

describe('validateWebVtt', () => {
  it('accepts cues with identifiers, settings, notes, a BOM and CRLF line ends', () => {
    expect(validateWebVtt(VTT)).toEqual({ cues: 2 });
    expect(validateWebVtt(`\uFEFF${VTT.replaceAll('\n', '\r\n')}`)).toEqual({ cues: 2 });
  });

  it('names what is wrong', () => {
    expect(validationProblems('1\n00:00:01.000 --> 00:00:02.000\nHi\n')).toContain(
      'line 1: the file must start with WEBVTT',
    );
    expect(validationProblems('WEBVTT\n\n00:00:01 --> 00:00:02\nHi\n')[0]).toMatch(
      /^line 3: expected a cue timing/,
    );
    expect(validationProblems('WEBVTT\n\n00:00:03.000 --> 00:00:02.000\nHi\n')).toEqual([
      'line 3: the cue ends before it starts',
    ]);
    expect(validationProblems('WEBVTT\n')).toEqual(['the file has no cues']);
    expect(validationProblems('WEBVTT\n\n00:00:61.000 --> 00:01:02.000\nHi\n')[0]).toMatch(/^line 3/);
  });
});

describe('attachCaptions', () => {
  let root: string;
  let storage: MediaStorage;
  const key = 'media/asset-1';
  const description: MediaDescription = {
    durationSeconds: 9.5,
    segmentSeconds: 4,
    video: [
      {
        id: '360p',
        directory: 'video/360p',
        width: 640,
        height: 360,
        frameRate: { numerator: 25, denominator: 1 },
        codecs: 'avc1.64001e',
        bandwidth: 900_000,
        averageBandwidth: 800_000,
        segments: [
          { file: 'seg_00000.m4s', durationSeconds: 4, bytes: 400_000 },
          { file: 'seg_00001.m4s', durationSeconds: 4, bytes: 400_000 },
          { file: 'seg_00002.m4s', durationSeconds: 1.5, bytes: 100_000 },
        ],
      },
    ],
    captions: [],
  };

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-captions-'));
    storage = createLocalStorage({ root });
    for (const [file, content] of renderManifests(description))
      await storage.putFile(`${key}/${file}`, content);
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('adds a subtitles rendition to the master playlist and a text AdaptationSet to the MPD', async () => {
    const updated = await attachCaptions(storage, key, { language: 'en', label: 'English', vtt: VTT });
    expect(updated.captions).toEqual([
      { language: 'en', label: 'English', file: 'captions/en.vtt', playlist: 'captions/en.m3u8' },
    ]);
    const master = await readText(storage, `${key}/${MEDIA_FILES.hlsMaster}`);
    expect(master).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="captions/en.m3u8"',
    );
    expect(master).toMatch(/#EXT-X-STREAM-INF:.*SUBTITLES="subs"/);
    expect(await readText(storage, `${key}/captions/en.m3u8`)).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXT-X-MEDIA-SEQUENCE:0\n' +
        '#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:9.500,\nen.vtt\n#EXT-X-ENDLIST\n',
    );
    expect(await readText(storage, `${key}/captions/en.vtt`)).toBe(VTT);
    const mpd = await readText(storage, `${key}/${MEDIA_FILES.dashManifest}`);
    expect(XMLValidator.validate(mpd)).toBe(true);
    expect(mpd).toContain('<AdaptationSet id="1" contentType="text" mimeType="text/vtt" lang="en">');
    expect(mpd).toContain('<BaseURL>captions/en.vtt</BaseURL>');
    const stored = JSON.parse(
      await readText(storage, `${key}/${MEDIA_FILES.description}`),
    ) as MediaDescription;
    expect(stored.captions).toHaveLength(1);
  });

  it('replaces a language already attached and keeps the others', async () => {
    await attachCaptions(storage, key, { language: 'en', label: 'English', vtt: VTT });
    await attachCaptions(storage, key, { language: 'pt-BR', label: 'Português "BR"', vtt: VTT });
    const updated = await attachCaptions(storage, key, { language: 'en', label: 'English (CC)', vtt: VTT });
    expect(updated.captions.map((track) => track.label)).toEqual(['Português "BR"', 'English (CC)']);
    const master = await readText(storage, `${key}/${MEDIA_FILES.hlsMaster}`);
    expect(master.match(/TYPE=SUBTITLES/g)).toHaveLength(2);
    expect(master).toContain('NAME="Português BR"');
    const mpd = await readText(storage, `${key}/${MEDIA_FILES.dashManifest}`);
    expect(XMLValidator.validate(mpd)).toBe(true);
    expect(mpd).toContain('<Label>Português &quot;BR&quot;</Label>');
  });

  it('refuses invalid files and names before writing anything', async () => {
    const before = await readText(storage, `${key}/${MEDIA_FILES.hlsMaster}`);
    await expect(
      attachCaptions(storage, key, { language: 'en', label: 'English', vtt: 'nope' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(
      attachCaptions(storage, key, { language: '../x', label: 'X', vtt: VTT }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { language: [expect.any(String)] },
    });
    expect(await readText(storage, `${key}/${MEDIA_FILES.hlsMaster}`)).toBe(before);
    expect(await storage.stat(`${key}/captions/en.vtt`)).toBeUndefined();
  });
});
