// `npm run bench:mail-drain`: the mail half of `npm run bench:fan-out`, small enough to run anywhere. One node's
// mail job (the server's job runner and mail service, production polling, the outbox as transport) is given a
// backlog of notification mail, as a fan-out queues it, and sends for BENCH_SECONDS (120 by default); meanwhile
// an account mail is queued every 2 s. Prints mails sent per minute and how long the account mail took, queued to
// sent. The database is an embedded one in a throw-away directory.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { prepareDatabase } from '../apps/server/src/db/startup';
import { createJobRunner } from '../apps/server/src/jobs/job-runner';
import { createLocalisationRepository } from '../apps/server/src/modules/localisation/localisation.repository';
import { createLocalisationService } from '../apps/server/src/modules/localisation/localisation.service';
import { createMailService } from '../apps/server/src/modules/mail/mail.service';
import { createMailer } from '../apps/server/src/modules/mail/mailer';
import { repoRoot } from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
/** More than a node sends in the run, queued in the fan-out's batches. */
const BACKLOG = 50_000;
const FAN_OUT_BATCH = 500;
const ACCOUNT_MAIL_EVERY_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-bench-mail-'));
const embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'), () => undefined);
const url = embedded.urlFor('postgres');
const database = connectDatabase(url, 10);
const log = pino({ level: 'silent' });
try {
  await prepareDatabase(database, { migrationsFolder: `${repoRoot}/apps/server/drizzle`, demo: false });
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const jobs = createJobRunner({ connectionString: url, db: database.db, log });
  const mail = createMailService({
    jobs,
    localisation: createLocalisationService(createLocalisationRepository(database.db)),
    publicUrl: config.PUBLIC_URL,
    batchSize: config.MAIL_BATCH_SIZE,
    mailer: createMailer({
      smtpUrl: '',
      pool: { maxConnections: config.SMTP_MAX_CONNECTIONS, ratePerSecond: config.SMTP_RATE_PER_SECOND },
      from: config.MAIL_FROM,
      outboxDir: path.join(dir, 'outbox'),
      log,
    }),
  });
  await jobs.start();
  for (let queued = 0; queued < BACKLOG; queued += FAN_OUT_BATCH)
    await mail.sendNotifications(
      'notification',
      Array.from({ length: FAN_OUT_BATCH }, (_, n) => ({
        id: randomUUID(),
        to: `follower-${queued + n}@bench.crewcast.example`,
        args: ['A show', 'A new episode', `${config.PUBLIC_URL}/video/1`, `${config.PUBLIC_URL}/account`],
        unsubscribeUrl: `${config.PUBLIC_URL}/v1/notifications/unsubscribe?token=bench`,
      })),
    );
  const sentSoFar = async () => {
    const { rows } = await database.db.execute<{ count: number }>(sql`select count(*)::int from pgboss.job
      where name = 'send-mail' and priority < 0 and state = 'completed'`);
    return rows[0]?.count ?? 0;
  };
  // Counted from here: some of the backlog was sent while the rest was queued.
  const sentBefore = await sentSoFar();
  const started = Date.now();
  for (let n = 0; Date.now() - started < SECONDS * 1000; n += 1) {
    await mail.sendPasswordResetCode(`member-${n}@bench.crewcast.example`, '123456');
    await sleep(ACCOUNT_MAIL_EVERY_MS);
  }
  const elapsed = (Date.now() - started) / 1000;
  await jobs.stop();
  const notifications = (await sentSoFar()) - sentBefore;
  const account = await database.db.execute<{ ms: number }>(sql`
    select (extract(epoch from completed_on - created_on) * 1000)::float8 as ms from pgboss.job
     where name = 'send-mail' and priority >= 0 and state = 'completed' order by ms`);
  const waiting = await database.db.execute<{ count: number }>(
    sql`select count(*)::int from pgboss.job where name = 'send-mail' and priority >= 0 and state <> 'completed'`,
  );
  const ms = account.rows.map((row) => row.ms);
  console.log(
    `\nMail drain: ${notifications} notification mails sent in ${Math.round(elapsed)} s, ` +
      `${Math.round((notifications / elapsed) * 60)} a minute (MAIL_BATCH_SIZE ${config.MAIL_BATCH_SIZE})`,
  );
  console.log(
    `Account mail meanwhile: ${ms.length} sent, p50 ${Math.round(ms[Math.floor(ms.length / 2)] ?? 0)} ms, ` +
      `slowest ${Math.round(ms.at(-1) ?? 0)} ms, ${waiting.rows[0]?.count ?? 0} not sent by the end`,
  );
} finally {
  await database.close();
  await embedded.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
