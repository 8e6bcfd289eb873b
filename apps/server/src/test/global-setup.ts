import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded';
import { buildServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

let embedded: EmbeddedServer | undefined;
let dir: string | undefined;

/** One PostgreSQL per test run: TEST_DATABASE_URL's server when given, else an embedded one. */
export async function setup(project: TestProject): Promise<void> {
  // Once, before any file runs: the fault, backup and chaos tests start the built server as a child process.
  // `npm test` builds it once for every suite and says so.
  if (process.env.TEST_SERVER_BUILT !== 'true') await buildServer();
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('adminDatabaseUrl', external);
    return;
  }
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-test-pg-'));
  embedded = await startEmbeddedPostgres(dir, () => undefined);
  project.provide('adminDatabaseUrl', embedded.urlFor('postgres'));
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}
