import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { connectDatabase, type DatabaseConnection } from '../db/client';
import { prepareDatabase } from '../db/startup';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';

/** Creates an empty database on the test server and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
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
    ...env,
  });
}

export interface TestContext {
  app: App;
  database: DatabaseConnection;
  config: Config;
  jobs: JobRunner;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded database with the app and its job queue running on it. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-test-data-'));
  const config = testConfig({ DATA_DIR: dataDir, ...env });
  const url = await createTestDatabase();
  const database = connectDatabase(url, 4);
  await prepareDatabase(database, { migrationsFolder: config.MIGRATIONS_DIR, demo: config.DEMO });
  const logger = pino({ level: 'silent' });
  const jobs = createJobRunner({
    connectionString: url,
    db: database.db,
    log: logger,
    pollingIntervalSeconds: 0.5,
  });
  const app = await buildApp({ config, database, jobs, logger });
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
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
