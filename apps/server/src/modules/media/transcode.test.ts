import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateMediaBinaries, type MediaBinaries } from './ffmpeg-binary';
import { parseMediaPlaylist } from './hls-playlists';
import { MEDIA_FILES, type MediaDescription } from './media-description';
import { MediaToolError, runTool } from './run-tool';
import { generateTestPattern } from './test-pattern';
import { transcode } from './transcode';
import { bundledFfmpeg } from '../../test/bundled-ffmpeg';

const SEGMENT_SECONDS = 4;
let binaries: MediaBinaries;
let dir: string;

interface Transcoded {
  outputDir: string;
  description: MediaDescription;
  progress: number[];
}

async function transcodeClip(name: string, audio: boolean, durationSeconds: number): Promise<Transcoded> {
  const source = path.join(dir, `${name}.mp4`);
  await generateTestPattern(binaries, {
    outputFile: source,
    durationSeconds,
    width: 1280,
    height: 720,
    frameRate: 25,
    audio,
  });
  const outputDir = path.join(dir, name);
  const progress: number[] = [];
  const description = await transcode({
    binaries,
    source,
    outputDir,
    preset: 'ultrafast',
    segmentSeconds: SEGMENT_SECONDS,
    rungs: [360, 720, 1080],
    onProgress: (percent) => progress.push(percent),
  });
  return { outputDir, description, progress };
}

async function ffprobe(file: string, entries: string, extra: string[] = []) {
  const output = await runTool(binaries.ffprobe, [
    ...['-v', 'error', '-print_format', 'json', '-show_entries', entries, ...extra, file],
  ]);
  return JSON.parse(output) as {
    streams?: { codec_type: string; codec_name: string; width?: number; height?: number }[];
    frames?: { pts_time?: string; best_effort_timestamp_time?: string }[];
  };
}

const read = (outputDir: string, file: string) => fs.readFile(path.join(outputDir, file), 'utf8');

const vttSeconds = (stamp: string) => {
  const [hours, minutes, seconds] = stamp.split(':').map(Number);
  return (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
};

let withAudio: Transcoded;
let silent: Transcoded;
beforeAll(async () => {
  binaries = await locateMediaBinaries();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-transcode-'));
  withAudio = await transcodeClip('with-audio', true, 5);
  silent = await transcodeClip('silent', false, 4.5);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('transcode', () => {
  it('encodes each rendition at or below the source height, with ffprobe agreeing', async () => {
    const { outputDir, description } = withAudio;
    expect(description.video.map((video) => video.id)).toEqual(['360p', '720p']);
    for (const video of description.video) {
      const probe = await ffprobe(
        path.join(outputDir, video.directory, 'index.m3u8'),
        'stream=codec_type,codec_name,width,height',
      );
      expect(probe.streams).toEqual([
        expect.objectContaining({
          codec_type: 'video',
          codec_name: 'h264',
          width: video.width,
          height: video.height,
        }),
      ]);
    }
    const audio = await ffprobe(path.join(outputDir, 'audio/index.m3u8'), 'stream=codec_type,codec_name');
    expect(audio.streams).toEqual([expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' })]);
  });

  it('cuts segments of the target length, the last no longer, starting on aligned keyframes', async () => {
    const { outputDir, description } = withAudio;
    for (const video of description.video) {
      const playlist = parseMediaPlaylist(await read(outputDir, `${video.directory}/index.m3u8`));
      const durations = playlist.segments.map((segment) => segment.durationSeconds);
      expect(durations).toHaveLength(2);
      expect(durations[0]).toBeCloseTo(SEGMENT_SECONDS, 2);
      expect(durations.at(-1)).toBeLessThanOrEqual(SEGMENT_SECONDS);
      expect(durations.reduce((sum, value) => sum + value, 0)).toBeCloseTo(5, 1);
      const keyframes = await ffprobe(
        path.join(outputDir, video.directory, 'index.m3u8'),
        'frame=pts_time,best_effort_timestamp_time',
        ['-select_streams', 'v', '-skip_frame', 'nokey', '-show_frames'],
      );
      const times = (keyframes.frames ?? []).map((frame) =>
        Number(frame.pts_time ?? frame.best_effort_timestamp_time),
      );
      expect(times.map((time) => Math.round(time * 10) / 10)).toEqual([0, SEGMENT_SECONDS]);
    }
  });

  it('writes a master playlist listing the renditions with CODECS, RESOLUTION and BANDWIDTH', async () => {
    const master = await read(withAudio.outputDir, MEDIA_FILES.hlsMaster);
    expect(master).toMatch(/^#EXTM3U\n/);
    expect(master).toContain('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio"');
    const variants = [...master.matchAll(/#EXT-X-STREAM-INF:(.+)\n(.+)/g)];
    expect(variants.map((variant) => variant[2])).toEqual(['video/360p/index.m3u8', 'video/720p/index.m3u8']);
    for (const [, attributes] of variants) {
      expect(attributes).toMatch(/BANDWIDTH=\d{5,}/);
      expect(attributes).toMatch(/AVERAGE-BANDWIDTH=\d{5,}/);
      expect(attributes).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
      expect(attributes).toMatch(/FRAME-RATE=25\.000/);
      expect(attributes).toContain('AUDIO="audio"');
    }
    expect(variants[0]?.[1]).toContain('RESOLUTION=640x360');
    expect(variants[1]?.[1]).toContain('RESOLUTION=1280x720');
  });

  it('writes a well-formed MPD over the same segments', async () => {
    const mpd = await read(withAudio.outputDir, MEDIA_FILES.dashManifest);
    expect(XMLValidator.validate(mpd)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => ['AdaptationSet', 'Representation'].includes(name),
    }).parse(mpd);
    const sets = parsed.MPD.Period.AdaptationSet as {
      '@_contentType': string;
      Representation: Record<string, unknown>[];
    }[];
    const video = sets.filter((set) => set['@_contentType'] === 'video');
    expect(video).toHaveLength(1);
    expect(video[0]?.Representation.map((representation) => representation['@_height'])).toEqual([
      '360',
      '720',
    ]);
    expect(sets.filter((set) => set['@_contentType'] === 'audio')).toHaveLength(1);
    for (const file of ['video/720p/init.mp4', 'video/720p/seg_00000.m4s', 'video/720p/seg_00001.m4s']) {
      await expect(fs.stat(path.join(withAudio.outputDir, file))).resolves.toBeTruthy();
    }
    expect(mpd).toContain('media="video/720p/seg_$Number%05d$.m4s"');
  });

  it('makes a poster, a 16:9 thumbnail and a sprite whose cues cover the whole video', async () => {
    const { outputDir, description } = withAudio;
    const size = async (file: string) =>
      (await ffprobe(path.join(outputDir, file), 'stream=width,height')).streams?.[0];
    expect(await size(MEDIA_FILES.poster)).toMatchObject({ width: 1280, height: 720 });
    expect(await size(MEDIA_FILES.thumbnail)).toMatchObject({ width: 640, height: 360 });
    const sprite = await size(MEDIA_FILES.sprite);
    const cues = [
      ...(await read(outputDir, MEDIA_FILES.spriteCues)).matchAll(
        /([\d:.]+) --> ([\d:.]+)\nsprite\.jpg#xywh=(\d+),(\d+),(\d+),(\d+)/g,
      ),
    ];
    expect(cues.length).toBeGreaterThan(1);
    expect(vttSeconds(cues[0]?.[1] ?? '')).toBe(0);
    expect(vttSeconds(cues.at(-1)?.[2] ?? '')).toBeCloseTo(description.durationSeconds, 2);
    cues.forEach((cue, index) => {
      if (index > 0) expect(cue[1]).toBe(cues[index - 1]?.[2]);
      const [x, y, w, h] = cue.slice(3, 7).map(Number) as [number, number, number, number];
      expect(x + w).toBeLessThanOrEqual(sprite?.width ?? 0);
      expect(y + h).toBeLessThanOrEqual(sprite?.height ?? 0);
    });
  });

  it('reports progress that only rises and ends at 100', () => {
    for (const { progress } of [withAudio, silent]) {
      expect(progress[0]).toBe(0);
      expect(progress.at(-1)).toBe(100);
      progress.slice(1).forEach((value, index) => expect(value).toBeGreaterThan(progress[index] ?? 100));
    }
  });

  it('handles a source without audio: video-only renditions and manifests', async () => {
    const { outputDir, description } = silent;
    expect(description.audio).toBeUndefined();
    await expect(fs.stat(path.join(outputDir, 'audio'))).rejects.toThrow();
    const master = await read(outputDir, MEDIA_FILES.hlsMaster);
    expect(master).not.toContain('TYPE=AUDIO');
    expect(master).toMatch(/CODECS="avc1\.[0-9a-f]{6}"\n/);
    const mpd = await read(outputDir, MEDIA_FILES.dashManifest);
    expect(XMLValidator.validate(mpd)).toBe(true);
    expect(mpd).not.toContain('contentType="audio"');
  });

  it('fails on a corrupt input with ffmpeg’s error and leaves no output folder', async () => {
    const source = path.join(dir, 'corrupt.mp4');
    await fs.writeFile(source, Buffer.alloc(4096, 7));
    const outputDir = path.join(dir, 'corrupt');
    const failure = transcode({ binaries, source, outputDir, preset: 'ultrafast' });
    await expect(failure).rejects.toBeInstanceOf(MediaToolError);
    await expect(failure).rejects.toThrow(/Invalid data found/);
    expect(await fs.readdir(dir)).not.toEqual(expect.arrayContaining(['corrupt', 'corrupt.partial']));
  });

  it('fails on a truncated input that ffmpeg decodes only in part', async () => {
    const whole = await fs.readFile(path.join(dir, 'with-audio.mp4'));
    const source = path.join(dir, 'truncated.mp4');
    await fs.writeFile(source, whole.subarray(0, whole.length / 2));
    const failure = transcode({
      binaries,
      source,
      outputDir: path.join(dir, 'truncated'),
      preset: 'ultrafast',
    });
    await expect(failure).rejects.toThrow(/truncated or damaged/);
    expect(await fs.readdir(dir)).not.toEqual(expect.arrayContaining(['truncated', 'truncated.partial']));
  });

  it('removes the partial folder when ffmpeg fails midway', async () => {
    const outputDir = path.join(dir, 'bad-preset');
    const failure = transcode({
      binaries,
      source: path.join(dir, 'silent.mp4'),
      outputDir,
      preset: 'no-such-preset',
    });
    await expect(failure).rejects.toBeInstanceOf(MediaToolError);
    const error = (await failure.catch((caught: unknown) => caught)) as MediaToolError;
    expect(error.stderrTail.join('\n')).toMatch(/preset/i);
    expect(await fs.readdir(dir)).not.toEqual(expect.arrayContaining(['bad-preset', 'bad-preset.partial']));
  });
});

describe.skipIf(!bundledFfmpeg)('transcode with the bundled ffmpeg 4.1', () => {
  it('produces the same playable layout', async () => {
    const bundled = await locateMediaBinaries({
      ffmpegPath: bundledFfmpeg?.ffmpeg,
      ffprobePath: bundledFfmpeg?.ffprobe,
    });
    expect(bundled.capabilities.ffmpeg.version).toMatch(/2018/);
    const outputDir = path.join(dir, 'bundled');
    const description = await transcode({
      binaries: bundled,
      source: path.join(dir, 'with-audio.mp4'),
      outputDir,
      preset: 'ultrafast',
      rungs: [360],
    });
    expect(description.video.map((video) => video.id)).toEqual(['360p']);
    expect(description.audio?.segments.length).toBeGreaterThan(0);
    expect(await read(outputDir, MEDIA_FILES.hlsMaster)).toContain('video/360p/index.m3u8');
  });
});
