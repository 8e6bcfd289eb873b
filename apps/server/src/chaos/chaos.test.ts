import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { card } from '../test/billing';
import { seedTestCatalog } from '../test/catalog';
import {
  cleanUpSite,
  createSite,
  processesMentioning,
  startProcess,
  waitReady,
  type RunningProcess,
  type ServerSite,
} from '../test/server-process';

/**
 * Real clients sign up, check out, buy and redeem gifts and save progress against the built server while it is
 * killed with SIGKILL at random moments and started again. Afterwards no acknowledged write is lost, no purchase
 * is charged twice, every points balance equals its ledger and every member got their mail once.
 *
 * CI: CHAOS_KILLS=5 (about 30 s). On demand: CHAOS_KILLS=50 CHAOS_SEED=$RANDOM npx vitest run src/chaos.
 */
const KILLS = Number(process.env.CHAOS_KILLS ?? 5);
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 4);
let seed = Number(process.env.CHAOS_SEED ?? 2026);

/** A small seeded generator (mulberry32): the same kill moments every run of a seed. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let site: ServerSite;
const started: RunningProcess[] = [];
let server: RunningProcess;

function serve(): RunningProcess {
  const running = startProcess(site);
  started.push(running);
  return running;
}

interface Answer {
  status: number;
  body: Record<string, unknown> & { [key: string]: unknown };
}

/** One request; undefined when the server was not there to answer (killed, restarting). */
async function request(
  method: string,
  url: string,
  options: { token?: string; body?: object; headers?: Record<string, string> } = {},
): Promise<Answer | undefined> {
  try {
    const res = await fetch(`${site.url}${url}`, {
      method,
      headers: {
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  } catch {
    return undefined;
  }
}

let running = true;

/** Repeats a request until the server answers it (a 5xx counts as no answer: it may not have been applied). */
async function untilAnswered(send: () => Promise<Answer | undefined>): Promise<Answer> {
  for (;;) {
    const answer = await send();
    if (answer && answer.status < 500 && answer.status !== 429) return answer;
    await sleep(100);
  }
}

async function integrityToken(action: string): Promise<string> {
  const challenge = (
    await untilAnswered(() => request('POST', '/v2/account/integrity', { body: { action } }))
  ).body as Record<string, unknown>;
  const solution = await solveChallenge(
    challenge.challenge as string,
    challenge.salt as string,
    challenge.algorithm as string,
    challenge.maxnumber as number,
  ).promise;
  const payload: Record<string, unknown> = { ...challenge, number: solution!.number };
  delete payload.provider;
  delete payload.maxnumber;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

interface Member {
  email: string;
  password: string;
  userId: string;
  token: string;
  /** The sign-up itself was answered, so its verification mail was queued before the answer. */
  signUpAnswered: boolean;
}

/** Signs up; if the answer was lost, the account may exist already, so signing in finishes the job. */
async function signUp(): Promise<Member> {
  const email = `chaos-${randomUUID().slice(0, 8)}@crewcast.test`;
  const password = 'chaos member password';
  const device = { deviceIdentifier: `device-${randomUUID()}`, platform: 'web', model: 'Chaos' };
  for (;;) {
    const registered = await untilAnswered(async () =>
      request('POST', '/v2/account/register', {
        headers: { 'x-integrity-token': await integrityToken('register') },
        body: { email, displayName: `chaos_${randomUUID().slice(0, 6)}`, password, device },
      }),
    );
    if (registered.status === 200) {
      const { userId, token } = registered.body as { userId: string; token: string };
      return { email, password, userId, token, signUpAnswered: true };
    }
    if (registered.status !== 409) throw new Error(`sign-up refused: ${JSON.stringify(registered.body)}`);
    const login = await untilAnswered(async () =>
      request('POST', '/v2/account/login', {
        headers: { 'x-integrity-token': await integrityToken('login') },
        body: { email, password, device },
      }),
    );
    // A member whose sign-up answer was lost may have no verification mail queued (the server died first);
    // they ask for it again from the app.
    if (login.status === 200)
      return {
        email,
        password,
        userId: login.body.userId as string,
        token: login.body.token as string,
        signUpAnswered: false,
      };
    throw new Error(`sign-in after a lost sign-up refused: ${JSON.stringify(login.body)}`);
  }
}

/** A purchase sent with one Idempotency-Key until answered: however often it is sent, it is charged once. */
function purchase(url: string, token: string, body: object, key: string) {
  return untilAnswered(() => request('POST', url, { token, body, headers: { 'idempotency-key': key } }));
}

interface ClientRecord {
  members: Member[];
  purchaseKeys: Map<string, number>;
  subscribed: string[];
  gifts: Array<{ buyer: Member; id: string; code: string; redeemedBy?: Member }>;
  progress: Map<string, { acknowledged: number; attemptedSince: number[] }>;
}

const record: ClientRecord = {
  members: [],
  purchaseKeys: new Map(),
  subscribed: [],
  gifts: [],
  progress: new Map(),
};

async function client(episodeId: number): Promise<void> {
  while (running) {
    const buyer = await signUp();
    record.members.push(buyer);
    const checkoutKey = randomUUID();
    record.purchaseKeys.set(buyer.userId, 1);
    const paid = await purchase(
      '/v1/checkout',
      buyer.token,
      { planId: 'monthly', card: card() },
      checkoutKey,
    );
    if (paid.status === 200) record.subscribed.push(buyer.userId);
    else throw new Error(`checkout refused: ${JSON.stringify(paid.body)}`);

    record.purchaseKeys.set(buyer.userId, 2);
    const gift = await purchase('/v1/gifts', buyer.token, { months: 1, card: card() }, randomUUID());
    if (gift.status !== 200) throw new Error(`gift refused: ${JSON.stringify(gift.body)}`);
    const bought = (gift.body as { gift: { id: string; code: string } }).gift;
    const entry: ClientRecord['gifts'][number] = { buyer, id: bought.id, code: bought.code };
    record.gifts.push(entry);

    const recipient = await signUp();
    record.members.push(recipient);
    const redeemed = await untilAnswered(() =>
      request('POST', '/v1/gifts/redeem', { token: recipient.token, body: { code: bought.code } }),
    );
    // A 400 here means an earlier, unanswered attempt redeemed it; the end checks who holds it.
    if (redeemed.status === 200 || redeemed.status === 400) entry.redeemedBy = recipient;
    else throw new Error(`redeem refused: ${JSON.stringify(redeemed.body)}`);

    const progress = { acknowledged: -1, attemptedSince: [] as number[] };
    record.progress.set(buyer.userId, progress);
    for (let second = 1; second <= 20 && running; second += 1) {
      progress.attemptedSince.push(second);
      const saved = await request('PUT', `/v1/progress/${episodeId}`, {
        token: buyer.token,
        body: { currentTime: second, totalTime: 300 },
      });
      if (saved?.status === 200) {
        progress.acknowledged = second;
        progress.attemptedSince = [];
      } else await sleep(100);
    }
  }
}

beforeAll(async () => {
  site = await createSite({ ALTCHA_MAX_NUMBER: '100', REGISTRATIONS_PER_HOUR: '100000' });
}, 60_000);
afterAll(async () => {
  running = false;
  await cleanUpSite(site, started);
});

describe('chaos: SIGKILL at random moments under load', () => {
  it(`keeps every acknowledged write through ${KILLS} kills`, async () => {
    server = serve();
    await waitReady(site, server);
    const postgresDir = path.join(site.dataDir, 'postgres');
    const beside = await startEmbeddedPostgres(postgresDir, () => undefined);
    const database = connectDatabase(beside.urlFor('postgres'), 2);
    const catalog = await seedTestCatalog(database.db);
    await database.close();
    await beside.stop();

    const clients = Array.from({ length: CLIENTS }, () => client(catalog.free));
    const startups: string[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      await sleep(500 + random() * 2500);
      server.child.kill('SIGKILL');
      await server.exited;
      startups.push(server.output());
      server = serve();
      await waitReady(site, server);
    }
    running = false;
    await Promise.all(clients);

    // Every acknowledged member and subscription is there.
    for (const member of record.members) {
      const devices = await untilAnswered(() => request('GET', '/v2/device', { token: member.token }));
      expect(devices.status, `member ${member.email}`).toBe(200);
    }
    for (const userId of record.subscribed) {
      const member = record.members.find((m) => m.userId === userId)!;
      const info = await untilAnswered(() => request('GET', '/v1/subscription', { token: member.token }));
      expect(info.body.subscription, `subscription of ${member.email}`).toBeTruthy();
    }
    // Every gift bought is listed for its buyer, and held by the member who redeemed it.
    for (const gift of record.gifts) {
      const listed = await untilAnswered(() =>
        request('GET', `/v1/gifts/${gift.id}`, { token: gift.buyer.token }),
      );
      expect(listed.status).toBe(200);
      if (gift.redeemedBy) {
        expect(listed.body.status).toBe('redeemed');
        const info = await untilAnswered(() =>
          request('GET', '/v1/subscription', { token: gift.redeemedBy!.token }),
        );
        expect(info.body.subscription, `gift subscription of ${gift.redeemedBy.email}`).toBeTruthy();
      }
    }
    // The last acknowledged progress is kept (or a later save whose answer was lost).
    for (const [userId, progress] of record.progress) {
      if (progress.acknowledged < 0) continue;
      const member = record.members.find((m) => m.userId === userId)!;
      const saved = await untilAnswered(() =>
        request('GET', `/v1/progress/${catalog.free}`, { token: member.token }),
      );
      expect([progress.acknowledged, ...progress.attemptedSince]).toContain(saved.body.currentTime);
    }

    // Every queued verification mail goes out, once.
    const outbox = path.join(site.dataDir, 'outbox');
    const readMails = async () =>
      Promise.all(
        (await fs.readdir(outbox).catch(() => [] as string[]))
          .filter((file) => file.endsWith('.eml'))
          .map((file) => fs.readFile(path.join(outbox, file), 'utf8')),
      );
    const unmailed = async () => {
      const mails = await readMails();
      return record.members.filter(
        (member) => member.signUpAnswered && !mails.some((mail) => mail.includes(`To: ${member.email}`)),
      );
    };
    // A send cut short by a kill is retried once its job expires (30 s), maintenance sees it (15 s) and the
    // retry delay passes (30 s): about 80 s at most.
    const until = Date.now() + 150_000;
    while ((await unmailed()).length > 0 && Date.now() < until) await sleep(250);
    expect((await unmailed()).map((member) => member.email)).toEqual([]);

    // Recovery and serving log no errors (what the last server logs while it shuts down is not judged here:
    // the fault tests judge a clean stop).
    const beforeStop = server.output();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await processesMentioning(site.dataDir)).toEqual([]);
    const described = [...startups, beforeStop].flatMap((output, index) =>
      output
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line))
        .map((line) => {
          const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
          return `server ${index + 1} of ${KILLS + 1}: ${entry.msg}: ${entry.err?.message ?? ''}`;
        }),
    );
    expect(described, 'errors logged by the servers').toEqual([]);

    // In the database: no purchase charged twice, and every points balance equal to its ledger.
    const after = await startEmbeddedPostgres(postgresDir, () => undefined);
    const check = connectDatabase(after.urlFor('postgres'), 2);
    try {
      const charges = await check.pool.query<{ user_id: string; count: string }>(
        "select user_id, count(*) from invoices where status = 'paid' and amount_cents > 0 group by user_id",
      );
      for (const row of charges.rows) {
        const purchases = record.purchaseKeys.get(row.user_id) ?? 0;
        expect(Number(row.count), `paid invoices of ${row.user_id}`).toBeLessThanOrEqual(purchases);
      }
      const ledger = await check.pool.query(
        `select b.user_id from points_balances b
           left join (select user_id, sum(greatest(delta, 0)) as gained, sum(greatest(-delta, 0)) as spent
                      from points_ledger group by user_id) l on l.user_id = b.user_id
          where b.gained <> coalesce(l.gained, 0) or b.spent <> coalesce(l.spent, 0)`,
      );
      expect(ledger.rows, 'points balances that differ from their ledger').toEqual([]);
    } finally {
      await check.close();
      await after.stop();
    }

    const mails = await readMails();
    for (const member of record.members) {
      const received = mails.filter((mail) => mail.includes(`To: ${member.email}`));
      if (member.signUpAnswered) expect(received.length, `mails to ${member.email}`).toBe(1);
      else expect(received.length, `mails to ${member.email}`).toBeLessThanOrEqual(1);
    }
    expect(record.members.length).toBeGreaterThan(KILLS);
  }, 420_000);
});
