// Operator commands.
//   create-staff --email E --name N        a staff (Official) account; password from STAFF_PASSWORD or asked for
//   set-password --email E                 a new password for any account, ending its sessions; from
//                                          ACCOUNT_PASSWORD or asked for
//   import-media FILE --show SLUG --season N --title T [--show-title T] [--description D] [--free]
//                [--captions FILE.vtt --captions-language en --captions-label English]
//                                          a video file to a playable episode, with a progress bar
//   set-config KEY VALUE                   one remote config setting (VALUE as JSON: true, 7, "text")
// All work beside a running server, on its database, and never seed the demo network.
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { AccountType } from '@crewcast/contracts/account';
import pino from 'pino';
import { loadConfig, type Config } from './config';
import { connectDatabase, type DatabaseConnection } from './db/client';
import { startEmbeddedPostgres } from './db/embedded';
import { prepareDatabase } from './db/startup';
import { AppError } from './http/errors';
import { createJobRunner } from './jobs/job-runner';
import { createVerifiedAccount, setAccountPassword } from './modules/account/create-account';
import { createConfigRepository } from './modules/config/config.repository';
import { createConfigService } from './modules/config/config.service';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createMetrics } from './metrics/metrics';
import { createMediaModule } from './modules/media/media.module';

const usage = `Usage:
  npm run staff:create -- --email staff@example.com --name "Staff Name"
  npm run account:password -- --email someone@example.com
  npm run media:import -- FILE --show SLUG --season N --title "Episode title" [--show-title "Show"] [--description "…"] [--free]
      [--captions FILE.vtt [--captions-language en] [--captions-label English]]
  npm run config:set -- KEY VALUE      e.g. npm run config:set -- patreon_enabled true`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    show: { type: 'string' },
    'show-title': { type: 'string' },
    season: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    free: { type: 'boolean', default: false },
    captions: { type: 'string' },
    'captions-language': { type: 'string', default: 'en' },
    'captions-label': { type: 'string', default: 'English' },
  },
});

async function askPassword(question: string): Promise<string> {
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  const password = await prompt.question(question);
  prompt.close();
  return password;
}

async function createStaff(database: DatabaseConnection): Promise<void> {
  if (!values.email || !values.name) throw new AppError('BAD_REQUEST', usage);
  const userId = await createVerifiedAccount(database.db, {
    email: values.email,
    displayName: values.name,
    password: process.env.STAFF_PASSWORD ?? (await askPassword('Password for the staff account: ')),
    accountType: AccountType.Official,
  });
  console.log(`Staff account ${values.email} created (${userId}).`);
}

async function setPassword(database: DatabaseConnection): Promise<void> {
  if (!values.email) throw new AppError('BAD_REQUEST', usage);
  const password = process.env.ACCOUNT_PASSWORD ?? (await askPassword(`New password for ${values.email}: `));
  await setAccountPassword(database.db, values.email, password);
  console.log(`${values.email} has a new password; its sessions have ended.`);
}

function drawProgress(percent: number): void {
  const width = 30;
  const filled = Math.round((percent / 100) * width);
  process.stdout.write(
    `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(percent).padStart(3)}%`,
  );
}

async function importMedia(database: DatabaseConnection, config: Config): Promise<void> {
  const [file] = positionals.slice(1);
  const season = Number(values.season);
  if (!file || !values.show || !values.title || !Number.isInteger(season) || season < 1) {
    throw new AppError('BAD_REQUEST', usage);
  }
  await fs.access(file).catch(() => {
    throw new AppError('NOT_FOUND', `There is no file at ${file}.`);
  });
  const log = pino({ level: 'error' });
  const jobs = createJobRunner({
    connectionString: database.url,
    db: database.db,
    log,
    pollingIntervalSeconds: 0.5,
  });
  const content = createContentService(createContentRepository(database.db));
  const { service: media } = await createMediaModule({
    config,
    db: database.db,
    jobs,
    log,
    metrics: createMetrics(),
    onReady: (assetId, durationSeconds, thumbnail, tx, afterCommit) =>
      content.markAssetReady(assetId, durationSeconds, thumbnail, tx, afterCommit),
  });
  // This process works the queue too, so the import finishes whether or not a server is running.
  await jobs.start();
  try {
    // Refused here, before the episode exists, when the file is no video container the pipeline reads.
    await media.probeVideo(path.resolve(file));
    const { assetId } = await media.createAsset(path.resolve(file));
    const { mediaId } = await content.addEpisode({
      show: { slug: values.show, title: values['show-title'] ?? values.show },
      seasonNumber: season,
      title: values.title,
      description: values.description,
      isFree: values.free,
      assetId,
    });
    for (;;) {
      const status = await media.status(assetId);
      drawProgress(status.percent);
      if (status.status === 'ready') break;
      if (status.status === 'failed' && !status.retrying)
        throw new Error(status.error ?? 'The transcode failed.');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (values.captions) {
      await media.attachCaptions(assetId, {
        language: values['captions-language'] as string,
        label: values['captions-label'] as string,
        vtt: await fs.readFile(values.captions, 'utf8'),
      });
    }
    console.log(`\nEpisode ${mediaId} is ready to play.`);
  } finally {
    await jobs.stop();
  }
}

/** A setting's value as typed: JSON when it reads as JSON (true, 7, "text"), otherwise the text itself. */
function typedValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function setConfig(database: DatabaseConnection): Promise<void> {
  const [key, value] = positionals.slice(1);
  if (!key || value === undefined) throw new AppError('BAD_REQUEST', usage);
  const service = createConfigService(createConfigRepository(database.db), pino({ level: 'error' }));
  await service.saveSetting(key, typedValue(value));
  console.log(`${key} is now ${value}.`);
}

const COMMANDS = {
  'create-staff': createStaff,
  'set-password': setPassword,
  'import-media': importMedia,
  'set-config': setConfig,
} satisfies Record<string, (database: DatabaseConnection, config: Config) => Promise<void>>;

const command = positionals[0];
if (!command || !Object.hasOwn(COMMANDS, command)) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const embedded = config.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres(path.join(config.DATA_DIR, 'postgres'), () => undefined);
const database = connectDatabase(config.DATABASE_URL || (embedded?.urlFor('postgres') as string), 4);
let exitCode = 0;
try {
  await prepareDatabase(database, { migrationsFolder: config.MIGRATIONS_DIR, demo: false });
  await COMMANDS[command as keyof typeof COMMANDS](database, config);
} catch (error) {
  console.error(error instanceof Error ? `\n${error.message}` : error);
  exitCode = 1;
}
await database.close();
await embedded?.stop();
// The embedded database's exit hook would otherwise end the process with status 0.
process.exit(exitCode);
