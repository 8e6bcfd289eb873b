import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../db/client';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner';
import { createMetrics } from '../../metrics/metrics';
import { createLocalStorage } from '../../storage/local-storage';
import { createTestDatabase } from '../../test/test-app';
import { locateMediaBinaries } from './ffmpeg-binary';
import { MEDIA_FILES } from './media-description';
import { createMediaRepository } from './media.repository';
import { createMediaService, TRANSCODE_JOB } from './media.service';
import { createMediaUrlSigner } from './signed-urls';
import { generateTestPattern } from './test-pattern';

const log = pino({ level: 'silent' });
const CLIP_SECONDS = 4;
/** Well above what the retry's encode takes on a busy machine, so only the stalled first encode outlives it. */
const EXPIRY_SECONDS = 15;
const open: { jobs?: JobRunner; database?: DatabaseConnection; dir?: string } = {};

afterEach(async () => {
  await open.jobs?.stop();
  await open.database?.close();
  if (open.dir) await fs.rm(open.dir, { recursive: true, force: true });
});

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor(done: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
}

/**
 * The media service on a fresh database and job queue, with a generated clip as its source and ffmpeg behind a
 * wrapper script whose extra `case` lines run for every call (the encodes are the calls that report progress).
 */
async function startMedia(options: {
  clipSeconds: number;
  wrapper: (dir: string, ffmpeg: string) => string[];
  jobTimings?: { expireInSeconds: number; retryDelaySeconds: number };
}) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-transcode-retry-'));
  open.dir = dir;
  const real = await locateMediaBinaries();
  const source = path.join(dir, 'source.mp4');
  await generateTestPattern(real, {
    outputFile: source,
    durationSeconds: options.clipSeconds,
    width: 320,
    height: 180,
    frameRate: 25,
    audio: false,
  });
  const ffmpeg = path.join(dir, 'ffmpeg');
  await fs.writeFile(
    ffmpeg,
    ['#!/bin/sh', ...options.wrapper(dir, real.ffmpeg), `exec '${real.ffmpeg}' "$@"`, ''].join('\n'),
    { mode: 0o755 },
  );
  const url = await createTestDatabase('plain');
  const database = connectDatabase(url, 2);
  open.database = database;
  const jobs = createJobRunner({
    connectionString: url,
    db: database.db,
    log,
    pollingIntervalSeconds: 0.5,
    heartbeatSeconds: 1,
  });
  open.jobs = jobs;
  const workDir = path.join(dir, 'work');
  const published: [string, number][] = [];
  const service = createMediaService({
    repository: createMediaRepository(database.db),
    jobs,
    storage: createLocalStorage({ root: path.join(dir, 'storage') }),
    signer: createMediaUrlSigner({ secret: 'transcode-retry-test-secret-0123456789' }),
    binaries: async () => ({ ...real, ffmpeg }),
    workDir,
    sourcesDir: path.join(dir, 'sources'),
    urlTtlSeconds: 60,
    log,
    db: database.db,
    metrics: createMetrics(),
    onReady: async (assetId, durationSeconds) => void published.push([assetId, durationSeconds]),
    jobTimings: options.jobTimings,
  });
  await jobs.start();
  const { assetId } = await service.createAsset(source);
  await waitFor(async () => (await service.status(assetId)).status === 'ready', 60_000);
  return { dir, workDir, jobs, service, assetId, published };
}

describe('a transcode that outlives its job expiry', () => {
  it('is stopped when the retry starts; the retry publishes once, in its own folder, leaving none behind', async () => {
    // The first encode stalls (it would never end on its own), so it runs past the expiry; later runs go at full
    // speed, however long that takes the machine, within the expiry.
    const { dir, workDir, service, assetId, published } = await startMedia({
      clipSeconds: CLIP_SECONDS,
      wrapper: (dir) => [
        `case "$*" in *-progress*) if mkdir '${dir}/first-encode' 2>/dev/null; then`,
        `  echo $$ > '${dir}/first-encode/pid'; exec sleep 600; fi;; esac`,
      ],
      jobTimings: { expireInSeconds: EXPIRY_SECONDS, retryDelaySeconds: 1 },
    });
    const pid = Number(await fs.readFile(path.join(dir, 'first-encode', 'pid'), 'utf8'));
    await waitFor(() => !isRunning(pid), 5_000);
    expect(isRunning(pid)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    expect(await service.status(assetId)).toMatchObject({ status: 'ready', percent: 100, error: null });
    expect(published.map(([id]) => id)).toEqual([assetId]);
    expect(await fs.readdir(path.join(dir, 'storage', 'media'))).toEqual([assetId]);
    const master = await fs.readFile(
      path.join(dir, 'storage', 'media', assetId, MEDIA_FILES.hlsMaster),
      'utf8',
    );
    expect(master).toContain('#EXT-X-STREAM-INF');
    expect(await fs.readdir(workDir)).toEqual([]);
  }, 90_000);

  it('after it published, hands the ready video on again without encoding it again', async () => {
    const { dir, jobs, service, assetId, published } = await startMedia({
      clipSeconds: 2,
      wrapper: (dir) => [`case "$*" in *-progress*) echo >> '${dir}/encodes';; esac`],
    });
    const encoded = await fs.readFile(path.join(dir, 'encodes'), 'utf8');

    // The attempt the queue hands out again when its server stopped between publishing and completing the job.
    const retry = await jobs.send(TRANSCODE_JOB, { assetId });
    await waitFor(async () => (await jobs.status(TRANSCODE_JOB, retry))?.state === 'completed', 30_000);
    expect(await jobs.status(TRANSCODE_JOB, retry)).toMatchObject({ state: 'completed' });
    expect(await fs.readFile(path.join(dir, 'encodes'), 'utf8')).toBe(encoded);
    expect(published).toEqual([
      [assetId, 2],
      [assetId, 2],
    ]);
    expect(await service.status(assetId)).toMatchObject({ status: 'ready', percent: 100, error: null });
  }, 60_000);
});
