// A new episode of a show every member of the large network follows (100,000 followers, each by email): how long
// the fan-out takes to queue every follower's mail, and how soon an account mail (a password reset code, which
// shares the mail queue with those 100,000 and goes before them) is sent meanwhile, against the same mail on the
// idle queue. The show, its follows and the mail still queued are removed afterwards, so the next run starts clean.
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { integrityToken } from './accounts';
import { officialToken } from './analytics';
import { printFiguresTable, type CrewcastServer } from './harness';

/** Account mails timed on the idle queue, the baseline. */
const IDLE_SAMPLES = 5;
/** Account mails keep being timed this long after the fan-out, while its mail is sent. */
const BACKLOG_SECONDS = 30;
/** An account mail not sent this long after it was asked for counts as not sent. */
const SAMPLE_DEADLINE_MS = 60_000;
/** One account mail is asked for this often while the fan-out runs. */
const SAMPLE_EVERY_MS = 2_000;

export interface MailLatency {
  name: string;
  samples: number;
  /** Of them, those not sent within SAMPLE_DEADLINE_MS. */
  unsent: number;
  p50Ms: number;
  slowestMs: number;
}

export interface FanOutResult {
  followers: number;
  batches: number;
  /** From the publish to the send's last batch. */
  fanOutSeconds: number;
  notificationMailsQueued: number;
  notificationMailsSentMeanwhile: number;
  accountMail: MailLatency[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function latency(name: string, samples: (number | undefined)[]): MailLatency {
  const sorted = samples.filter((ms) => ms !== undefined).sort((a, b) => a - b);
  return {
    name,
    samples: samples.length,
    unsent: samples.length - sorted.length,
    p50Ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    slowestMs: Math.round(sorted.at(-1) ?? 0),
  };
}

/**
 * Asks for a password reset code for `email` and answers how long it took, from asking to the mail job's
 * completion (read from pg-boss: the job's data is emptied once sent), or undefined when the mail was not sent
 * within SAMPLE_DEADLINE_MS.
 */
async function accountMailLatency(
  baseUrl: string,
  pool: pg.Pool,
  email: string,
): Promise<number | undefined> {
  const started = Date.now();
  const asked = await fetch(`${baseUrl}/v2/account/forgotten-password/send`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-integrity-token': await integrityToken(baseUrl, 'forgotten-password'),
    },
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(SAMPLE_DEADLINE_MS),
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'TimeoutError') return undefined;
    throw error;
  });
  if (!asked) return undefined;
  if (!asked.ok) throw new Error(`a reset code for ${email} answered ${asked.status}: ${await asked.text()}`);
  // The sampled members follow the show too: their notification mail (priority below 0, behind the backlog) has
  // the same address, and an account mail sent already has had its data emptied. The sampler asks for one at a
  // time, so its mail is the one account mail queued since it asked.
  const { rows } = await pool.query<{ id: string }>(
    `select id from pgboss.job where name = 'send-mail' and priority >= 0 and created_on >= to_timestamp($2 / 1000.0)
        and (data->>'to' = $1 or data is null)`,
    [email, started],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no mail job for ${email}`);
  while (Date.now() - started < SAMPLE_DEADLINE_MS) {
    const job = await pool.query<{ state: string }>(
      `select state from pgboss.job where name = 'send-mail' and id = $1`,
      [id],
    );
    const state = job.rows[0]?.state;
    if (state === 'completed') return Date.now() - started;
    if (state === 'failed') throw new Error(`the mail to ${email} failed`);
    await sleep(100);
  }
  return undefined;
}

export async function measureFanOut(server: CrewcastServer): Promise<FanOutResult> {
  const embedded = await startEmbeddedPostgres(path.join(server.dataDir, 'postgres'), () => undefined);
  const pool = new pg.Pool({ connectionString: embedded.urlFor('postgres'), max: 4 });
  const suffix = Date.now().toString(36);
  let member = 0;
  const nextMember = () => `bench-member-${(member += 1)}@bench.crewcast.example`;
  try {
    const token = await officialToken(server.url, pool);
    const show = await pool.query<{ id: number }>(
      `insert into shows (slug, title, description, position) values ($1, $2, '', 1000) returning id`,
      [`bench-fan-out-${suffix}`, `Fan-out ${suffix}`],
    );
    const showId = show.rows[0]!.id;
    // A video the console reads as transcoded, though there are no files behind it.
    const asset = await pool.query<{ id: string }>(
      `insert into media_assets (status, source_path, duration_seconds) values ('ready', '', 600) returning id`,
    );
    const assetId = asset.rows[0]!.id;
    const episode = await pool.query<{ id: number }>(
      `insert into media (show_id, title, description, duration_seconds, published_at, asset_id, ready)
       values ($1, $2, '', 600, null, $3, true) returning id`,
      [showId, `Fan-out episode ${suffix}`, assetId],
    );
    const mediaId = episode.rows[0]!.id;
    try {
      const follows = await pool.query(
        `insert into show_follows (show_id, user_id) select $1, id from users where email like 'bench-member-%'`,
        [showId],
      );
      await pool.query(
        `insert into notification_settings (user_id, email_kinds)
           select id, '{newEpisode}' from users where email like 'bench-member-%'
         on conflict (user_id) do update set email_kinds = excluded.email_kinds, email_digest = false`,
      );
      const idle: (number | undefined)[] = [];
      for (let i = 0; i < IDLE_SAMPLES; i += 1)
        idle.push(await accountMailLatency(server.url, pool, nextMember()));

      const published = Date.now();
      const answer = await fetch(`${server.url}/v1/admin/catalog/episodes/${mediaId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title: `Fan-out episode ${suffix}`,
          description: '',
          isFree: false,
          publishedAt: new Date().toISOString(),
        }),
      });
      if (!answer.ok) throw new Error(`publishing answered ${answer.status}: ${await answer.text()}`);
      const during: (number | undefined)[] = [];
      let finished: { recipients: number; at: number } | undefined;
      while (!finished) {
        const started = Date.now();
        during.push(await accountMailLatency(server.url, pool, nextMember()));
        const send = await pool.query<{ recipients: number; finished_at: Date | null }>(
          `select recipients, finished_at from notification_sends where key = $1`,
          [`episode:${mediaId}`],
        );
        const row = send.rows[0];
        if (row?.finished_at) finished = { recipients: row.recipients, at: row.finished_at.getTime() };
        await sleep(Math.max(0, SAMPLE_EVERY_MS - (Date.now() - started)));
      }
      const backlog: (number | undefined)[] = [];
      for (const until = Date.now() + BACKLOG_SECONDS * 1000; Date.now() < until;) {
        const started = Date.now();
        backlog.push(await accountMailLatency(server.url, pool, nextMember()));
        await sleep(Math.max(0, SAMPLE_EVERY_MS - (Date.now() - started)));
      }
      const counts = await pool.query<{ batches: number; queued: number; sent: number }>(
        `select (select count(*)::int from pgboss.job where name = 'notification-fan-out'
                  and data->>'sendId' = (select id::text from notification_sends where key = $1)) as batches,
                count(*)::int as queued, (count(*) filter (where state = 'completed'))::int as sent
           from pgboss.job where name = 'send-mail' and priority < 0 and created_on >= to_timestamp($2 / 1000.0)`,
        [`episode:${mediaId}`, published],
      );
      const { batches = 0, queued = 0, sent = 0 } = counts.rows[0] ?? {};
      return {
        followers: follows.rowCount ?? 0,
        batches,
        fanOutSeconds: Math.round((finished.at - published) / 100) / 10,
        notificationMailsQueued: queued,
        notificationMailsSentMeanwhile: sent,
        accountMail: [
          latency('idle queue (baseline)', idle),
          latency('during the fan-out', during),
          latency(`the ${BACKLOG_SECONDS} s after, behind the notification mail`, backlog),
        ],
      };
    } finally {
      await pool.query(
        `delete from pgboss.job where name = 'send-mail' and priority < 0 and state in ('created', 'retry')`,
      );
      await pool.query(`delete from notification_sends where key = $1`, [`episode:${mediaId}`]);
      await pool.query(`delete from shows where id = $1`, [showId]);
      await pool.query(`delete from media_assets where id = $1`, [assetId]);
    }
  } finally {
    await pool.end();
  }
}

export function printFanOutTable(result: FanOutResult): void {
  console.log(
    `\nNotification fan-out (large): ${result.followers} followers by email, ${result.batches} batches, every mail ` +
      `queued ${result.fanOutSeconds} s after the publish (${result.notificationMailsQueued} queued, ` +
      `${result.notificationMailsSentMeanwhile} sent by the end of the run)`,
  );
  const baseline = result.accountMail[0]!;
  printFiguresTable(
    `an account mail, asked for to sent | samples | p50 ms | slowest ms | not sent in ${SAMPLE_DEADLINE_MS / 1000} s | p50 vs baseline`,
    result.accountMail.map((row) => [
      row.name,
      row.samples,
      row.p50Ms,
      row.slowestMs,
      row.unsent,
      baseline.p50Ms > 0 ? (row.p50Ms / baseline.p50Ms).toFixed(2) : '-',
    ]),
  );
}
