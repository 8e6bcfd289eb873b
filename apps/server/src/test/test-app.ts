import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { connectDatabase, type DatabaseConnection } from '../db/client';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';

/**
 * Creates a database on the test server and returns its URL: empty, or a copy of the run's database migrated and
 * seeded with (`prepared: 'demo'`) or without (`'plain'`) the demo network, as `prepareDatabase` leaves it.
 */
export async function createTestDatabase(prepared?: 'demo' | 'plain'): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  const template = prepared ? ` template ${inject('preparedDatabases')[prepared]}` : '';
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}${template}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'crewcast-test-data'),
    CONTENT_CACHE_TTL_MS: '0',
    // Cheap proofs of work keep tests fast; the check itself stays on.
    ALTCHA_MAX_NUMBER: '200',
    // No RTMP listener unless a test asks for one on a free port.
    RTMP_PORT: '0',
    ...env,
  });
}

/** For a suite that sends every request from one address behind one proxy: no rate limit gets in its way. */
export const UNLIMITED_ENV = {
  TRUST_PROXY: '1',
  RATE_LIMIT_MAX: '1000000',
  ACCOUNT_RATE_LIMIT_MAX: '1000000',
  REGISTRATIONS_PER_HOUR: '1000000',
};

export interface TestContext {
  app: App;
  database: DatabaseConnection;
  config: Config;
  jobs: JobRunner;
  close(): Promise<void>;
}

/** A clock a test moves by hand. */
export interface FakeClock {
  (): Date;
  set(date: Date): void;
  advanceDays(days: number): void;
}

export function createFakeClock(start = new Date('2026-01-15T12:00:00Z')): FakeClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as FakeClock;
  clock.set = (date) => void (now = date.getTime());
  clock.advanceDays = (days) => void (now += days * 24 * 60 * 60 * 1000);
  return clock;
}

/** A fresh, migrated and seeded database with the app and its job queue running on it. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: () => Date; logger?: pino.Logger } = {},
): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-test-data-'));
  const config = testConfig({ DATA_DIR: dataDir, ...env });
  const url = await createTestDatabase(config.DEMO ? 'demo' : 'plain');
  const database = connectDatabase(url, 4);
  const logger = options.logger ?? pino({ level: 'silent' });
  // Looking for ready jobs every 2 s as a server does; a job the app sends starts at once.
  const jobs = createJobRunner({ connectionString: url, db: database.db, log: logger });
  const app = await buildApp({ config, database, jobs, logger, clock: options.clock });
  await app.ready();
  await jobs.start();
  return {
    app,
    database,
    config,
    jobs,
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
      // A mail job finishing as the app stops may still write to the outbox: removal tries again.
      await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/**
 * The test file's app, made as `createTestApp` makes it before the file's first test and closed after its last:
 * its fields are there from the first `beforeAll` after this call on.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => void Object.assign(ctx, await createTestApp(...args)));
  afterAll(() => ctx.close());
  return ctx;
}

/**
 * Runs a defined job once through the queue, as its schedule would, and waits until it has finished: by default
 * as long as a busy machine may need, a bound for a job that never ends rather than a measure of its speed.
 */
export async function runJob(jobs: JobRunner, name: string, timeoutMs = 90_000): Promise<void> {
  const id = await jobs.send(name, {});
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const status = await jobs.status(name, id);
    if (status?.state === 'completed') return;
    if (status?.state === 'failed') throw new Error(`${name} failed: ${JSON.stringify(status.output)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not finish within ${timeoutMs} ms`);
}
