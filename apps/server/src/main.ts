import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
import { prepareDatabase } from './db/startup';
import { createJobRunner } from './jobs/job-runner';
import { logMediaToolchain } from './modules/media/media.module';
import { SEED_DEMO_CATALOG_JOB } from './seed/demo-catalog';
import { SEED_DEMO_GREENLIGHT_JOB } from './seed/demo-greenlight';
import { enforceDemoRule } from './seed/demo-rule';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });

let embedded: EmbeddedServer | undefined;
let databaseUrl = config.DATABASE_URL;
if (!databaseUrl) {
  log.info({ dir: path.join(config.DATA_DIR, 'postgres') }, 'starting the embedded PostgreSQL');
  embedded = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'postgres'), (line) => log.debug(line));
  databaseUrl = embedded.urlFor('postgres');
}

const database = connectDatabase(databaseUrl, 10, (error) =>
  log.warn({ err: error }, 'idle database connection lost'),
);
const { demoSeeded } = await prepareDatabase(database, {
  migrationsFolder: config.MIGRATIONS_DIR,
  demo: config.DEMO,
});
if (demoSeeded) log.info('demo network seeded');
try {
  await enforceDemoRule(config, database.db, log);
} catch (error) {
  log.fatal((error as Error).message);
  await database.close();
  await embedded?.stop();
  process.exit(1);
}

await logMediaToolchain(config, log);
const jobs = createJobRunner({ connectionString: databaseUrl, db: database.db, log });
const app = await buildApp({ config, database, jobs, logger: log });
await jobs.start();
// The demo episodes go through the real pipeline in the background; each is listed when it is ready.
if (demoSeeded) {
  await jobs.send(SEED_DEMO_CATALOG_JOB, {});
  await jobs.send(SEED_DEMO_GREENLIGHT_JOB, {});
}
await app.listen({ host: config.HOST, port: config.PORT });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  // Stop taking requests and let the open ones finish, then release the database.
  await app.close();
  await jobs.stop();
  await database.close();
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
