import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../db/client';
import { createTestDatabase } from '../test/test-app';
import { sql } from 'drizzle-orm';
import { EnvironmentError } from './environment-error';
import { ARCHIVED_JOB_COLUMNS, createJobRunner, type JobRunner } from './job-runner';

const log = pino({ level: 'silent' });
const open: { runners: JobRunner[]; database?: DatabaseConnection } = { runners: [] };

async function setup() {
  const url = await createTestDatabase('plain');
  const database = connectDatabase(url, 2);
  open.database = database;
  const runner = (pollingIntervalSeconds = 0.5) => {
    const created = createJobRunner({
      connectionString: url,
      db: database.db,
      log,
      pollingIntervalSeconds,
      heartbeatSeconds: 1,
    });
    open.runners.push(created);
    return created;
  };
  return { runner, url };
}

afterEach(async () => {
  for (const runner of open.runners.splice(0)) await runner.stop();
  await open.database?.close();
});

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('job runner', () => {
  it('runs a named job and records its progress', async () => {
    const { runner } = await setup();
    const jobs = runner();
    const seen: number[] = [];
    jobs.define<{ n: number }>({
      name: 'double',
      handler: async ({ n }, { progress }) => {
        await progress(50);
        seen.push(n * 2);
      },
    });
    await jobs.start();
    const id = await jobs.send('double', { n: 21 });
    const status = await waitFor(
      () => jobs.status('double', id),
      (s) => s?.state === 'completed',
    );
    expect(status).toMatchObject({ state: 'completed', percent: 100 });
    expect(seen).toEqual([42]);
  });

  it("starts a job sent from this node at once, not at its worker's next poll", async () => {
    const { runner } = await setup();
    const jobs = runner(60);
    const ran: number[] = [];
    jobs.define<{ n: number }>({ name: 'prompt', handler: async ({ n }) => void ran.push(n) });
    jobs.define<{ n: number }>({ name: 'prompt-batch', handler: async ({ n }) => void ran.push(n) });
    await jobs.start();
    // Sent while both workers sleep out the minute after their first, empty, poll.
    await jobs.send('prompt', { n: 1 });
    await jobs.sendMany('prompt-batch', [{ id: randomUUID(), data: { n: 2 } }]);
    await waitFor(
      async () => ran.length,
      (count) => count === 2,
    );
    expect(ran.sort()).toEqual([1, 2]);
  });

  it("starts a job another node sent at this node's next look for ready jobs, not its worker's own poll", async () => {
    const { runner, url } = await setup();
    const jobs = runner(1);
    const ran: number[] = [];
    jobs.define<{ n: number }>({ name: 'handed-over', handler: async ({ n }) => void ran.push(n) });
    await jobs.start();
    // Another node's queue client: what it sends wakes no worker here.
    const otherNode = new PgBoss({ connectionString: url, supervise: false, schedule: false });
    await otherNode.start();
    const sentAt = Date.now();
    await otherNode.send('handed-over', { n: 7 });
    await otherNode.stop({ graceful: false });
    await waitFor(
      async () => ran.length,
      (count) => count === 1,
    );
    expect(ran).toEqual([7]);
    // Each queue's worker fetches on its own only every 30 s.
    expect(Date.now() - sentAt).toBeLessThan(15_000);
  });

  it('retries a failing job, then marks it failed with the error', async () => {
    const { runner } = await setup();
    const jobs = runner();
    let attempts = 0;
    jobs.define({
      name: 'always-fails',
      retryLimit: 1,
      retryDelaySeconds: 1,
      handler: async () => {
        attempts += 1;
        throw new Error('source file is missing');
      },
    });
    await jobs.start();
    const id = await jobs.send('always-fails', {});
    const status = await waitFor(
      () => jobs.status('always-fails', id),
      (s) => s?.state === 'failed',
    );
    expect(status?.state).toBe('failed');
    expect(attempts).toBe(2);
    expect(status?.output).toMatchObject({ message: 'source file is missing' });
  });

  it('keeps queued jobs across a restart', async () => {
    const { runner } = await setup();
    const first = runner();
    const handled: string[] = [];
    const define = (jobs: JobRunner) =>
      jobs.define<{ name: string }>({ name: 'greet', handler: async ({ name }) => void handled.push(name) });
    define(first);
    await first.start();
    const id = await first.send('greet', { name: 'crew' }, { startAfter: 2 });
    await first.stop();
    expect(handled).toEqual([]);

    const second = runner();
    define(second);
    await second.start();
    const status = await waitFor(
      () => second.status('greet', id),
      (s) => s?.state === 'completed',
    );
    expect(status?.state).toBe('completed');
    expect(handled).toEqual(['crew']);
  });

  it('tries a job that failed for want of a binary or capability again at the next start, and no other', async () => {
    const { runner } = await setup();
    let ffmpegInstalled = false;
    const define = (jobs: JobRunner) => {
      jobs.define<{ clip: string }>({
        name: 'make-clip',
        retryLimit: 0,
        handler: async () => {
          if (!ffmpegInstalled) throw new EnvironmentError('No such filter: gradients');
        },
      });
      jobs.define({
        name: 'bad-data',
        retryLimit: 0,
        handler: async () => {
          throw new Error('not a video');
        },
      });
    };
    const first = runner();
    define(first);
    await first.start();
    const clip = await first.send('make-clip', { clip: 'one' });
    const archived = await first.send('make-clip', { clip: 'two' });
    const bad = await first.send('bad-data', {});
    for (const [name, id] of [
      ['make-clip', clip],
      ['make-clip', archived],
      ['bad-data', bad],
    ] as const)
      await waitFor(
        () => first.status(name, id),
        (s) => s?.state === 'failed',
      );
    expect((await first.status('make-clip', clip))?.output).toEqual({
      message: 'No such filter: gradients',
      environment: true,
    });
    await first.stop();
    // pg-boss archives failed jobs after a while; one failed long ago is tried again too.
    const columns = sql.raw(ARCHIVED_JOB_COLUMNS);
    await open.database?.db
      .execute(sql`with moved as (delete from pgboss.job where id = ${archived} returning *)
      insert into pgboss.archive (${columns}) select ${columns} from moved`);

    ffmpegInstalled = true;
    const second = runner();
    define(second);
    await second.start();
    for (const id of [clip, archived]) {
      const status = await waitFor(
        () => second.status('make-clip', id),
        (s) => s?.state === 'completed',
      );
      expect(status?.state).toBe('completed');
    }
    expect((await second.status('bad-data', bad))?.state).toBe('failed');
  });

  it('hands a job left running by a server that died back to the queue, long before it expires', async () => {
    const { runner } = await setup();
    const handled: string[] = [];
    const define = (jobs: JobRunner) =>
      jobs.define<{ name: string }>({
        name: 'transcode-like',
        retryDelaySeconds: 1,
        handler: async ({ name }) => void handled.push(name),
      });
    const first = runner();
    define(first);
    await first.start();
    const id = await first.send('transcode-like', { name: 'pilot' }, { startAfter: 3600 });
    await first.stop();
    // What a node killed mid-job leaves behind: the job active since a minute ago, and no heartbeat since.
    await open.database!.pool.query(
      "update pgboss.job set state = 'active', started_on = now() - interval '1 minute' where id = $1",
      [id],
    );

    const second = runner();
    define(second);
    await second.start();
    const status = await waitFor(
      () => second.status('transcode-like', id),
      (s) => s?.state === 'completed',
    );
    expect(status).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(handled).toEqual(['pilot']);
  });

  it('leaves a job alone while its server is still beating', async () => {
    const { runner } = await setup();
    const jobs = runner();
    let attempts = 0;
    let finish!: () => void;
    jobs.define({
      name: 'long-running',
      retryDelaySeconds: 1,
      handler: () => {
        attempts += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    await jobs.start();
    const id = await jobs.send('long-running', {});
    await waitFor(
      async () => attempts,
      (n) => n === 1,
    );
    // Started long ago by the clock, but its heartbeat is fresh: not lost.
    await open.database!.pool.query(
      "update pgboss.job set started_on = now() - interval '1 hour' where id = $1",
      [id],
    );
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(attempts).toBe(1);
    expect((await jobs.status('long-running', id))?.state).toBe('active');
    finish();
    const status = await waitFor(
      () => jobs.status('long-running', id),
      (s) => s?.state === 'completed',
    );
    expect(status).toMatchObject({ state: 'completed', retryCount: 0 });
  });

  it('stops an attempt that outlives its expiry, and the stopped attempt cannot fail the retry', async () => {
    const { runner } = await setup();
    const jobs = runner();
    const stopped: boolean[] = [];
    jobs.define({
      name: 'outlives-expiry',
      expireInSeconds: 2,
      retryDelaySeconds: 1,
      handler: async (_data, { signal }) => {
        if (stopped.length > 0) return void stopped.push(signal.aborted);
        // The first attempt runs until it is stopped, then fails as a killed child process would.
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        stopped.push(signal.aborted);
        throw new Error('killed');
      },
    });
    await jobs.start();
    const id = await jobs.send('outlives-expiry', {});
    const status = await waitFor(
      () => jobs.status('outlives-expiry', id),
      (s) => s?.state === 'completed',
    );
    expect(status).toMatchObject({ state: 'completed', retryCount: 1, percent: 100 });
    expect(stopped).toEqual([true, false]);
  });

  it('sends a keyed job once while one with its key waits or runs, and again once it has finished', async () => {
    const { runner } = await setup();
    const jobs = runner();
    const ran: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    jobs.define<{ key: string }>({
      name: 'keyed',
      handler: async ({ key }) => {
        ran.push(key);
        await held;
      },
    });
    await jobs.start();
    const count = async (key: string) => {
      const rows = await open.database!.db.execute<{ count: number }>(
        sql`select count(*)::int as count from pgboss.job where name = 'keyed' and singleton_key = ${key}`,
      );
      return rows.rows[0]!.count;
    };
    await jobs.sendUnlessPending('keyed', 'a', { key: 'a' });
    await jobs.sendUnlessPending('keyed', 'a', { key: 'a' });
    await jobs.sendUnlessPending('keyed', 'b', { key: 'b' });
    expect(await count('a')).toBe(1);
    await waitFor(
      async () => ran.length,
      (n) => n === 2,
    );
    // Running: still pending.
    await jobs.sendUnlessPending('keyed', 'a', { key: 'a' });
    expect(await count('a')).toBe(1);
    release();
    await waitFor(
      () =>
        open.database!.db.execute(sql`select 1 from pgboss.job where name = 'keyed' and state = 'completed'`),
      (result) => result.rows.length === 2,
    );
    await jobs.sendUnlessPending('keyed', 'a', { key: 'a' });
    expect(await count('a')).toBe(2);
  });

  it('drains a backlog batch after batch without waiting the polling interval between them', async () => {
    const { runner } = await setup();
    const jobs = runner(4);
    const ranAt: number[] = [];
    jobs.define<{ n: number }>({
      name: 'drained',
      batchSize: 2,
      drain: true,
      handler: async () => void ranAt.push(Date.now()),
    });
    await jobs.start();
    // Queued while the worker sleeps after its first, empty, poll: three full batches and a last job.
    await jobs.sendMany(
      'drained',
      Array.from({ length: 7 }, (_, n) => ({ id: randomUUID(), data: { n } })),
    );
    await waitFor(
      async () => ranAt.length,
      (ran) => ran === 7,
    );
    expect(ranAt).toHaveLength(7);
    expect(Math.max(...ranAt) - Math.min(...ranAt)).toBeLessThan(2_000);
  });

  it('refuses to send a job nobody defined', async () => {
    const { runner } = await setup();
    const jobs = runner();
    await jobs.start();
    await expect(jobs.send('nobody', {})).rejects.toThrow('No job is defined with the name nobody.');
  });
});
