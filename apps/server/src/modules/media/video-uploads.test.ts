import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { createVideoUploads, type FinishedUpload } from './video-uploads';

const ROUTE = '/v1/admin/uploads';
const log = pino({ level: 'silent' });
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** The upload server over a folder, as one server process would hold it; a second call is the next process. */
function uploadsIn(
  directory: string,
  handedOn: Array<{ actorId: string; mediaId: number } & FinishedUpload>,
) {
  return createVideoUploads({
    directory,
    path: ROUTE,
    log,
    assertTarget: async (mediaId) => {
      if (mediaId === 404) throw new AppError('NOT_FOUND', 'That episode does not exist.');
    },
    onFinished: async (actorId, mediaId, upload) => {
      if (mediaId === 13) throw new AppError('VALIDATION', 'That file is not a video.');
      handedOn.push({ actorId, mediaId, ...upload });
    },
  });
}

function tus(method: string, url: string, headers: Record<string, string>, body?: Buffer) {
  return new Request(`http://uploads.test${url}`, {
    method,
    headers: { 'tus-resumable': '1.0.0', ...headers },
    body: body ? new Uint8Array(body) : undefined,
  });
}

async function startUpload(uploads: ReturnType<typeof uploadsIn>, mediaId: number, bytes: number) {
  const created = await uploads.handle(
    tus('POST', ROUTE, {
      'upload-length': String(bytes),
      'upload-metadata': `mediaId ${b64(String(mediaId))},filename ${b64('pilot.mp4')}`,
    }),
    'creator-1',
  );
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  return { location, id: location.split('/').at(-1)! };
}

describe('video uploads across a restart', () => {
  it('hands on an upload whose last byte arrived just before its server stopped', async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-uploads-'));
    dirs.push(directory);
    const video = Buffer.from('not really a video, but bytes all the same');
    const handedOn: Parameters<typeof uploadsIn>[1] = [];
    const before = uploadsIn(directory, handedOn);
    const { location, id } = await startUpload(before, 7, video.length);
    const half = await before.handle(
      tus(
        'PATCH',
        location,
        { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        video.subarray(0, 10),
      ),
      'creator-1',
    );
    expect(half.status).toBe(204);
    // The rest reached the disk, and the server died before it could hand the upload on.
    await fs.appendFile(path.join(directory, id), video.subarray(10));
    expect(handedOn).toEqual([]);

    const after = uploadsIn(directory, handedOn);
    await after.resumeFinished();
    expect(handedOn).toEqual([
      {
        actorId: 'creator-1',
        mediaId: 7,
        uploadId: id,
        file: path.join(directory, id),
        filename: 'pilot.mp4',
        bytes: video.length,
      },
    ]);
    expect(await fs.readdir(directory)).toEqual([id]);
    // Handed on once: a second start finds nothing left to do.
    await uploadsIn(directory, handedOn).resumeFinished();
    expect(handedOn).toHaveLength(1);
  });

  it('leaves unfinished uploads to be resumed, and clears away a finished one that is refused', async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-uploads-'));
    dirs.push(directory);
    const handedOn: Parameters<typeof uploadsIn>[1] = [];
    const before = uploadsIn(directory, handedOn);
    const unfinished = await startUpload(before, 7, 100);
    const refused = await startUpload(before, 13, 5);
    await fs.appendFile(path.join(directory, refused.id), Buffer.from('12345'));

    await uploadsIn(directory, handedOn).resumeFinished();
    expect(handedOn).toEqual([]);
    expect((await fs.readdir(directory)).sort()).toEqual([unfinished.id, `${unfinished.id}.json`].sort());
  });
});
