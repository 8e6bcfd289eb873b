import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../app';
import { locateMediaBinaries, type MediaBinaries } from '../modules/media/ffmpeg-binary';
import { generateTestPattern, type TestPatternOptions } from '../modules/media/test-pattern';
import { UPLOADS_PATH } from '../modules/media/uploads.admin.routes';
import { bearer } from './members';

/** Upload-Metadata as tus writes it: each key with its value in base64. */
export const uploadMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** An upload started without a login (the console's guard refuses it before anything is stored). */
export const anonymousUpload = (app: App) =>
  app.inject({
    method: 'POST',
    url: UPLOADS_PATH,
    headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
  });

/** Resumable uploads through app.inject, as a console account's tus client sends them. */
export function tusUploads(app: App, token: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    ...bearer(token),
    'tus-resumable': '1.0.0',
    ...extra,
  });
  const create = (metadata: Record<string, string>, bytes: number) =>
    app.inject({
      method: 'POST',
      url: UPLOADS_PATH,
      headers: headers({ 'upload-length': String(bytes), 'upload-metadata': uploadMetadata(metadata) }),
    });
  return {
    headers,
    /** Starts an upload; answers the server's reply (201 with a Location, or a refusal). */
    create,
    /** Starts an upload that must be taken; answers where to send its bytes. */
    async start(metadata: Record<string, string>, bytes: number): Promise<string> {
      const res = await create(metadata, bytes);
      if (res.statusCode !== 201) throw new Error(`upload not started: ${res.statusCode} ${res.body}`);
      return res.headers.location as string;
    },
    send: (location: string, offset: number, body: Buffer) =>
      app.inject({
        method: 'PATCH',
        url: location,
        headers: headers({
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        }),
        payload: body,
      }),
    head: (location: string) => app.inject({ method: 'HEAD', url: location, headers: headers() }),
  };
}

/** The clip tests make unless they say otherwise: two seconds of 320x180 at 12 frames a second. */
const CLIP: Omit<TestPatternOptions, 'outputFile'> = {
  durationSeconds: 2,
  width: 320,
  height: 180,
  frameRate: 12,
};

/** Writes a video made by ffmpeg (the one found, or those given) to `file`: the usual clip, or as told. */
export async function writeTestClip(
  file: string,
  options: Partial<Omit<TestPatternOptions, 'outputFile'>> = {},
  binaries?: MediaBinaries,
): Promise<void> {
  await generateTestPattern(binaries ?? (await locateMediaBinaries()), {
    ...CLIP,
    ...options,
    outputFile: file,
  });
}

/** A two-second 320x180 video made by ffmpeg (the one found, or those given), small enough to transcode in seconds. */
export async function testClip(binaries?: MediaBinaries): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-clip-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    await writeTestClip(file, {}, binaries);
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
