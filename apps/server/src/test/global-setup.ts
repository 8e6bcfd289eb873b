import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded';
import { prepareDatabase } from '../db/startup';
import { buildServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** What every database this run creates is named with first, so the run can drop them all at its end. */
    testDatabasePrefix: string;
    /** Databases migrated and seeded once per run, with and without the demo network, which test apps copy. */
    preparedDatabases: PreparedDatabases;
  }
}

export interface PreparedDatabases {
  demo: string;
  plain: string;
}

let embedded: EmbeddedServer | undefined;
let dir: string | undefined;
let external: { url: string; prefix: string } | undefined;

/** One PostgreSQL per test run: TEST_DATABASE_URL's server when given, else an embedded one. */
export async function setup(project: TestProject): Promise<void> {
  // Once, before any file runs: the fault, backup and chaos tests start the built server as a child process.
  // `npm test` builds it once for every suite and says so.
  if (process.env.TEST_SERVER_BUILT !== 'true') await buildServer();
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  project.provide('testDatabasePrefix', prefix);
  const url = process.env.TEST_DATABASE_URL;
  let adminUrl: string;
  if (url) {
    external = { url, prefix };
    adminUrl = url;
  } else {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-test-pg-'));
    embedded = await startEmbeddedPostgres(dir, () => undefined);
    adminUrl = embedded.urlFor('postgres');
  }
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('preparedDatabases', await prepareDatabases(adminUrl, prefix));
}

/**
 * Migrates and seeds the run's two prepared databases. Copying one (`create database … template`) costs a fraction
 * of migrating and seeding anew, which every test app would otherwise do.
 */
async function prepareDatabases(adminUrl: string, prefix: string): Promise<PreparedDatabases> {
  const { MIGRATIONS_DIR } = loadConfig({ NODE_ENV: 'test' });
  const prepare = async (demo: boolean) => {
    const name = `${prefix}prepared_${demo ? 'demo' : 'plain'}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`).finally(() => admin.end());
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    // Closed before any copy: PostgreSQL copies a database no one is connected to.
    const database = connectDatabase(target.toString(), 2);
    await prepareDatabase(database, { migrationsFolder: MIGRATIONS_DIR, demo }).finally(() =>
      database.close(),
    );
    return name;
  };
  const [demo, plain] = await Promise.all([prepare(true), prepare(false)]);
  return { demo, plain };
}

export async function teardown(): Promise<void> {
  if (external) await dropTestDatabases(external.url, external.prefix);
  await embedded?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}

/**
 * Drops the databases this run created on a server it does not own, whose disk would otherwise fill run by run.
 * One that cannot be dropped yet (a connection not letting go) is tried again once, then named.
 */
async function dropTestDatabases(url: string, prefix: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const drop = (name: string) =>
    pool.query(`drop database if exists "${name}" with (force)`).then(
      () => undefined,
      (error: unknown) => ({ name, error }),
    );
  try {
    const { rows } = await pool.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    const failed = (await Promise.all(rows.map(({ name }) => drop(name)))).filter(
      (result) => result !== undefined,
    );
    const left = (await Promise.all(failed.map(({ name }) => drop(name)))).filter(
      (result) => result !== undefined,
    );
    for (const { name, error } of left) console.warn(`Test database ${name} was not dropped:`, error);
  } finally {
    await pool.end();
  }
}
