import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { createVideoUploads, type FinishedUpload, type UploadTarget } from './video-uploads';

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
  handedOn: Array<{ actorId: string; target: UploadTarget } & FinishedUpload>,
) {
  const mediaIdOf = (target: UploadTarget) => (target.kind === 'episode' ? target.mediaId : undefined);
  return createVideoUploads({
    directory,
    path: ROUTE,
    log,
    assertTarget: async (target) => {
      if (mediaIdOf(target) === 404) throw new AppError('NOT_FOUND', 'That episode does not exist.');
    },
    onFinished: async (actorId, target, upload) => {
      if (mediaIdOf(target) === 13) throw new AppError('VALIDATION', 'That file is not a video.');
      handedOn.push({ actorId, target, ...upload });
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
        target: { kind: 'episode', mediaId: 7 },
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

describe('the target of an upload', () => {
  async function create(metadata: string) {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-uploads-'));
    dirs.push(directory);
    const handedOn: Parameters<typeof uploadsIn>[1] = [];
    const uploads = uploadsIn(directory, handedOn);
    const res = await uploads.handle(
      tus('POST', ROUTE, { 'upload-length': '5', 'upload-metadata': metadata }),
      'creator-1',
    );
    return { res, uploads, handedOn };
  }

  it("hands a project's pitch on with its project id", async () => {
    const projectId = '6f1c2a52-8d9e-4c43-9a57-0f3b0e7f7c11';
    const { res, uploads, handedOn } = await create(
      `target ${b64('project')},projectId ${b64(projectId)},filename ${b64('pitch.mp4')}`,
    );
    expect(res.status).toBe(201);
    const finished = await uploads.handle(
      tus(
        'PATCH',
        res.headers.get('location')!,
        { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        Buffer.from('12345'),
      ),
      'creator-1',
    );
    expect(finished.status).toBe(204);
    expect(handedOn).toMatchObject([{ target: { kind: 'project', projectId }, filename: 'pitch.mp4' }]);
  });

  it('refuses an upload that does not say clearly what it is for', async () => {
    const noProject = await create(`target ${b64('project')},filename ${b64('pitch.mp4')}`);
    expect(noProject.res.status).toBe(400);
    expect(await noProject.res.json()).toMatchObject({
      error: 'VALIDATION',
      message: 'Say which project the video is for (Upload-Metadata projectId).',
    });
    const unknownKind = await create(`target ${b64('show')},mediaId ${b64('7')}`);
    expect(unknownKind.res.status).toBe(400);
    expect((await unknownKind.res.json()).message).toMatch(/episode or project/);
    const noEpisode = await create(`filename ${b64('pilot.mp4')}`);
    expect(noEpisode.res.status).toBe(400);
    expect((await noEpisode.res.json()).fields).toEqual({ mediaId: ['required'] });
  });
});
