import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../db/client';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner';
import { createTestDatabase } from '../../test/test-app';
import { createLocalisationRepository } from '../localisation/localisation.repository';
import { createLocalisationService } from '../localisation/localisation.service';
import { createMailService, SEND_MAIL_JOB, type MailService } from './mail.service';
import { createMailer } from './mailer';

const log = pino({ level: 'silent' });
const MAX_CONNECTIONS = 3;
const BATCH_SIZE = 10;

/** A real SMTP server on a free loopback port, counting what it takes in. */
interface SmtpServerUnderTest {
  url: string;
  /** Recipients, in the order their mail arrived. */
  received: string[];
  connections: number;
  peakConnections: number;
  /** Answers 451 to these recipients while set. */
  refuse: Set<string>;
  /** Holds new connections without a greeting while true, as a hung server does. */
  silent: boolean;
  close(): Promise<void>;
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

async function startSmtpServer(): Promise<SmtpServerUnderTest> {
  let open = 0;
  const state = {
    received: [] as string[],
    connections: 0,
    peakConnections: 0,
    refuse: new Set<string>(),
    silent: false,
  };
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      state.connections += 1;
      open += 1;
      state.peakConnections = Math.max(state.peakConnections, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onRcptTo(address, _session, callback) {
      if (state.refuse.has(address.address))
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) state.received.push(recipient.address);
        callback();
      });
    },
  });
  const smtpPort = await listen(smtp.server);
  // In front of it: passes connections through, or holds them silent.
  const held: net.Socket[] = [];
  const front = net.createServer((socket) => {
    if (state.silent) return void held.push(socket);
    const upstream = net.connect(smtpPort, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  const port = await listen(front);
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}/?greetingTimeout=1000`,
    async close() {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => front.close(resolve));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  });
}

const open: { jobs?: JobRunner; database?: DatabaseConnection; smtp?: SmtpServerUnderTest } = {};
afterEach(async () => {
  await open.jobs?.stop();
  await open.database?.close();
  await open.smtp?.close();
});

/** The mail service on a fresh database and job queue, sending to a local SMTP server. */
async function setup(): Promise<{ mail: MailService; jobs: JobRunner; smtp: SmtpServerUnderTest }> {
  const smtp = (open.smtp = await startSmtpServer());
  const url = await createTestDatabase('plain');
  const database = (open.database = connectDatabase(url, 4));
  const jobs = (open.jobs = createJobRunner({
    connectionString: url,
    db: database.db,
    log,
    pollingIntervalSeconds: 0.5,
  }));
  const mail = createMailService({
    jobs,
    localisation: createLocalisationService(createLocalisationRepository(database.db)),
    publicUrl: 'http://localhost:3000',
    batchSize: BATCH_SIZE,
    mailer: createMailer({
      smtpUrl: smtp.url,
      pool: { maxConnections: MAX_CONNECTIONS, ratePerSecond: 0 },
      from: 'Crewcast <no-reply@crewcast.localhost>',
      outboxDir: '/nonexistent',
      log,
    }),
  });
  await jobs.start();
  return { mail, jobs, smtp };
}

function notifications(count: number) {
  return Array.from({ length: count }, (_, n) => ({
    id: randomUUID(),
    to: `follower-${n}@example.test`,
    args: ['A show', 'A new episode', 'http://localhost:3000/video/1', 'http://localhost:3000/account'],
    unsubscribeUrl: 'http://localhost:3000/v1/notifications/unsubscribe?token=t',
  }));
}

async function until(done: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; !(await done());) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function mailJob(database: DatabaseConnection, to: string) {
  const { rows } = await database.db.execute<{ id: string; state: string }>(
    sql`select id, state from pgboss.job where name = ${SEND_MAIL_JOB} and data->>'to' = ${to}`,
  );
  return rows[0];
}

describe('mail through SMTP', () => {
  it('sends a backlog once each over pooled connections, an account mail before the backlog has drained', async () => {
    const { mail, smtp } = await setup();
    const backlog = notifications(200);
    await mail.sendNotifications('notification', backlog);
    await mail.sendPasswordResetCode('member@example.test', '123456');

    const everyone = [...backlog.map((message) => message.to), 'member@example.test'];
    await until(() => smtp.received.length >= everyone.length);
    // Late duplicates would arrive within a batch or two.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect([...smtp.received].sort()).toEqual(everyone.sort());
    expect(smtp.peakConnections).toBeLessThanOrEqual(MAX_CONNECTIONS);
    // A connection carries up to 100 messages before it is replaced.
    expect(smtp.connections).toBeLessThan(everyone.length / 20);
    const accountMailAt = smtp.received.indexOf('member@example.test');
    expect(backlog.length - accountMailAt).toBeGreaterThan(backlog.length / 2);
  });

  it('gives each mail of a batch time to wait for those ahead of it on the connections before it is retried', async () => {
    const { mail } = await setup();
    const { database } = open as { database: DatabaseConnection };
    await mail.sendPasswordResetCode('member@example.test', '123456');
    const { rows } = await database.db.execute<{ seconds: number }>(
      sql`select extract(epoch from expire_in)::int as seconds from pgboss.job where name = ${SEND_MAIL_JOB}`,
    );
    // Ten mails over three connections: the last waits for three sends of up to 30 s, then sends its own.
    expect(rows[0]?.seconds).toBe(120);
  });

  it('keeps a mail the server refuses, or never answers, and sends it once on a later attempt', async () => {
    const { mail, jobs, smtp } = await setup();
    const { database } = open as { database: DatabaseConnection };
    // Silent first: a refusal leaves a connection open that the next mail would reuse.
    smtp.silent = true;
    await mail.sendPasswordResetCode('unanswered@example.test', '222222');
    await until(async () => (await mailJob(database, 'unanswered@example.test'))?.state === 'retry');
    smtp.silent = false;
    smtp.refuse.add('refused@example.test');
    await mail.sendPasswordResetCode('refused@example.test', '111111');
    await until(async () => (await mailJob(database, 'refused@example.test'))?.state === 'retry');
    expect(smtp.received).toEqual([]);

    smtp.refuse.clear();
    for (const to of ['refused@example.test', 'unanswered@example.test']) {
      const job = await mailJob(database, to);
      await database.db.transaction((tx) => jobs.retryFailed(job!.id, tx));
    }
    await until(() => smtp.received.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect([...smtp.received].sort()).toEqual(['refused@example.test', 'unanswered@example.test']);
  });
});
