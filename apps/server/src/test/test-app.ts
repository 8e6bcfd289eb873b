import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { connectDatabase, type DatabaseConnection } from '../db/client';
import { prepareDatabase } from '../db/startup';

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
    DATA_DIR: '/tmp/crewcast-test-data',
    CONTENT_CACHE_TTL_MS: '0',
    ...env,
  });
}

export interface TestContext {
  app: App;
  database: DatabaseConnection;
  config: Config;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded database with the app built on it. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const config = testConfig(env);
  const database = connectDatabase(await createTestDatabase(), 4);
  await prepareDatabase(database, { migrationsFolder: config.MIGRATIONS_DIR, demo: config.DEMO });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
