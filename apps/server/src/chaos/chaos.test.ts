import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AdminHealth } from '@crewcast/contracts/health';
import type { ConsoleLivestream } from '@crewcast/contracts/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { freePort } from '../free-port';
import { locateMediaBinaries } from '../modules/media/ffmpeg-binary';
import { TRANSCODE_JOB } from '../modules/media/media.service';
import { livestreams } from '../modules/live/live.schema';
import { card } from '../test/billing';
import { seedTestCatalog } from '../test/catalog';
import { projectInput } from '../test/greenlight';
import {
  processesMentioning,
  testSites,
  waitReady,
  type RunningProcess,
  type ServerSite,
} from '../test/server-process';
import { testClip } from '../test/uploads';
import { chat, type ChatRecord } from './chat';
import { contribute, type ContributionRecord } from './contributions';
import { chaosHttp, sleep, type ChaosHttp, type Member } from './http';
import { broadcastWhile, rowWithin, slowTranscodingFfmpeg } from './media';
import { endTrialsWhile } from './renewals';
import { upload } from './uploads';

/**
 * Real clients sign up, check out, buy and redeem gifts, save progress, chat over the realtime connection,
 * spend Producer Points on a Greenlight battle and upload videos against the built server while an encoder pushes
 * to a livestream, while every trial is made to end (so the biller renews on a moved clock) and the server is
 * killed with SIGKILL at random moments and started again: the first kill waits for a broadcast on air, the second
 * for a transcode under way (each slowed by a few seconds). Afterwards no acknowledged write is lost, no purchase
 * or renewal is charged twice, every points balance equals its ledger, every accepted upload is transcoded once
 * and ready, every broadcast that went on air has its recording, and every member got their mail once.
 *
 * The kills are spread over CHAOS_SECONDS (70 at least: the biller runs once a minute).
 * CI: CHAOS_KILLS=5. On demand: CHAOS_KILLS=50 CHAOS_SEED=$RANDOM npx vitest run src/chaos.
 */
const KILLS = Number(process.env.CHAOS_KILLS ?? 5);
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 4);
const SECONDS = Number(process.env.CHAOS_SECONDS ?? 70);
let seed = Number(process.env.CHAOS_SEED ?? 2026);

/** A small seeded generator (mulberry32): the same kill moments every run of a seed. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

let site: ServerSite;
let http: ChaosHttp;
const sites = testSites();
let server: RunningProcess;
let running = true;
let rtmpPort: number;
let toolsDir: string;
/** How long each transcode encode waits before it starts, so a kill can land in one. */
const TRANSCODE_DELAY_SECONDS = 4;

const serve = () => sites.start(site);

interface ClientRecord {
  members: Member[];
  subscribed: string[];
  gifts: Array<{ buyer: Member; id: string; code: string; redeemedBy?: Member }>;
  progress: Map<string, { acknowledged: number; attemptedSince: number[] }>;
  chat: ChatRecord;
  contributions: ContributionRecord;
  /** Episodes whose video upload the server accepted to the last byte. */
  uploads: number[];
}

const record: ClientRecord = {
  members: [],
  subscribed: [],
  gifts: [],
  progress: new Map(),
  chat: { acknowledged: new Map(), refused: [] },
  contributions: { accepted: new Map(), unanswered: new Map(), badRefusals: [] },
  uploads: [],
};

interface Stage {
  episodeId: number;
  livestreamId: string;
  projectIds: string[];
  staff: Member;
}

async function client({ episodeId, livestreamId, projectIds, staff }: Stage): Promise<void> {
  while (running) {
    const buyer = await http.signUp();
    record.members.push(buyer);
    const paid = await http.purchase(
      '/v1/checkout',
      buyer.token,
      { planId: 'monthly', card: card() },
      randomUUID(),
    );
    if (paid.status === 200) record.subscribed.push(buyer.userId);
    else throw new Error(`checkout refused: ${JSON.stringify(paid.body)}`);

    const gift = await http.purchase('/v1/gifts', buyer.token, { months: 1, card: card() }, randomUUID());
    if (gift.status !== 200) throw new Error(`gift refused: ${JSON.stringify(gift.body)}`);
    const bought = (gift.body as { gift: { id: string; code: string } }).gift;
    const entry: ClientRecord['gifts'][number] = { buyer, id: bought.id, code: bought.code };
    record.gifts.push(entry);

    const recipient = await http.signUp();
    record.members.push(recipient);
    const redeemed = await http.untilAnswered(() =>
      http.request('POST', '/v1/gifts/redeem', { token: recipient.token, body: { code: bought.code } }),
    );
    // A 400 here means an earlier, unanswered attempt redeemed it; the end checks who holds it.
    if (redeemed.status === 200 || redeemed.status === 400) entry.redeemedBy = recipient;
    else throw new Error(`redeem refused: ${JSON.stringify(redeemed.body)}`);

    await chat(site.url, buyer, livestreamId, 10, record.chat);
    await contribute(http, staff, buyer, projectIds, record.contributions);

    const progress = { acknowledged: -1, attemptedSince: [] as number[] };
    record.progress.set(buyer.userId, progress);
    for (let second = 1; second <= 20 && running; second += 1) {
      progress.attemptedSince.push(second);
      const saved = await http.request('PUT', `/v1/progress/${episodeId}`, {
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

/** Uploads under way at once are few on a real network: a creator sends one every few seconds, a dozen at most. */
const MAX_UPLOADS = 12;

/** Staff uploading one video after another, as the console does. */
async function uploader(staff: Member, video: Buffer): Promise<void> {
  for (let sent = 0; running && sent < MAX_UPLOADS; sent += 1) {
    const accepted = await upload(http, staff.token, video);
    if (accepted !== undefined) record.uploads.push(accepted);
    await sleep((SECONDS * 1000) / MAX_UPLOADS);
  }
}

/**
 * Waits until `pending` answers nothing, as long as what is pending keeps shrinking: it answers what is still
 * pending once nothing has finished for `stalledMs`. A busy machine works through the same backlog more slowly,
 * so the wait follows the work rather than the clock.
 */
async function settled<T>(pending: () => Promise<T[]>, stalledMs: number): Promise<T[]> {
  let left = await pending();
  let progressedAt = Date.now();
  while (left.length > 0 && Date.now() - progressedAt < stalledMs) {
    await sleep(500);
    const now = await pending();
    if (now.length < left.length) progressedAt = Date.now();
    left = now;
  }
  return left;
}

beforeAll(async () => {
  const { ffmpeg, ffprobe } = await locateMediaBinaries();
  toolsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-chaos-tools-'));
  rtmpPort = await freePort();
  site = await sites.create({
    ALTCHA_MAX_NUMBER: '100',
    REGISTRATIONS_PER_HOUR: '100000',
    CHAT_RATE_LIMIT_MESSAGES: '1000',
    REALTIME_EVENTS_PER_SECOND: '1000',
    FFMPEG_PATH: await slowTranscodingFfmpeg(toolsDir, ffmpeg, TRANSCODE_DELAY_SECONDS),
    FFPROBE_PATH: ffprobe,
    RTMP_PORT: String(rtmpPort),
    RTMP_HOST: '127.0.0.1',
    LIVE_STALL_SECONDS: '3',
    LIVE_LADDER: 'source',
  });
  http = chaosHttp(site.url);
}, 60_000);
afterAll(async () => {
  running = false;
  await sites.cleanUp();
  await fs.rm(toolsDir, { recursive: true, force: true });
});

describe('chaos: SIGKILL at random moments under load', () => {
  it(`keeps every acknowledged write through ${KILLS} kills`, async () => {
    server = serve();
    await waitReady(site, server);
    const postgresDir = path.join(site.dataDir, 'postgres');
    // The database outlives each killed server (the next one takes it over), so its address holds throughout.
    const beside = await startEmbeddedPostgres(postgresDir, () => undefined);
    const databaseUrl = beside.urlFor('postgres');
    const database = connectDatabase(databaseUrl, 2);
    const catalog = await seedTestCatalog(database.db);
    const [stream, broadcast] = await database.db
      .insert(livestreams)
      .values([
        { title: 'Chaos Live', state: 'live' },
        { title: 'Chaos Broadcast', state: 'scheduled' },
      ])
      .returning();
    await database.close();
    await beside.stop();

    const video = await testClip();
    // An Official, who may grant points.
    const staff = await http.staffMember(databaseUrl);
    record.members.push(staff);
    const battle = await http.untilAnswered(() =>
      http.request('POST', '/v1/admin/battles', {
        token: staff.token,
        body: {
          leftProject: projectInput('Left Pitch'),
          rightProject: projectInput('Right Pitch'),
          startDate: new Date(Date.now() - 60_000).toISOString(),
          endDate: new Date(Date.now() + 3_600_000).toISOString(),
          minContribution: 1,
          maxContribution: 10,
        },
      }),
    );
    expect(battle.status, JSON.stringify(battle.body)).toBe(200);
    const sides = battle.body as { leftProject: { id: string }; rightProject: { id: string } };
    const stage: Stage = {
      episodeId: catalog.free,
      livestreamId: stream!.id,
      projectIds: [sides.leftProject.id, sides.rightProject.id],
      staff,
    };
    const workers = [
      ...Array.from({ length: CLIENTS }, () => client(stage)),
      uploader(staff, video),
      endTrialsWhile(databaseUrl, () => running),
      broadcastWhile(
        {
          ffmpeg: (await locateMediaBinaries()).ffmpeg,
          url: `rtmp://127.0.0.1:${rtmpPort}/live/${broadcast!.streamKey}`,
          seconds: 12,
        },
        () => running,
      ),
    ];
    const startups: string[] = [];
    const began = Date.now();
    /** What the targeted kills landed in: a broadcast on air and a transcode under way, on the server killed. */
    const killedIn: { recordingId?: string; assetId?: string } = {};
    let serverStartedAt = new Date();
    for (let kill = 0; kill < KILLS; kill += 1) {
      const gap = Math.max(3000, (SECONDS * 1000) / KILLS);
      await sleep(gap * (0.25 + random()));
      if (kill === 0) {
        const onAir = await rowWithin<{ url: string }>(
          databaseUrl,
          `select url from livestreams where id = $1 and state = 'live' and started_at > $2`,
          [broadcast!.id, serverStartedAt],
          30_000,
        );
        killedIn.recordingId = onAir?.url.split('/').at(-2);
      }
      if (kill === 1) {
        const transcoding = await rowWithin<{ asset_id: string }>(
          databaseUrl,
          `select data->>'assetId' as asset_id from pgboss.job
            where name = 'transcode-media' and state = 'active' and started_on > $1`,
          [serverStartedAt],
          30_000,
        );
        killedIn.assetId = transcoding?.asset_id;
      }
      server.child.kill('SIGKILL');
      await server.exited;
      startups.push(server.output());
      serverStartedAt = new Date();
      server = serve();
      await waitReady(site, server);
    }
    // The biller's round comes once a minute: the load runs at least that long.
    await sleep(Math.max(0, SECONDS * 1000 - (Date.now() - began)));
    running = false;
    await Promise.all(workers);

    // Every acknowledged member and subscription is there.
    for (const member of record.members) {
      const devices = await http.untilAnswered(() =>
        http.request('GET', '/v2/device', { token: member.token }),
      );
      expect(devices.status, `member ${member.email}`).toBe(200);
    }
    for (const userId of record.subscribed) {
      const member = record.members.find((m) => m.userId === userId)!;
      const info = await http.untilAnswered(() =>
        http.request('GET', '/v1/subscription', { token: member.token }),
      );
      expect(info.body.subscription, `subscription of ${member.email}`).toBeTruthy();
    }
    // Every gift bought is listed for its buyer, and held by the member who redeemed it.
    for (const gift of record.gifts) {
      const listed = await http.untilAnswered(() =>
        http.request('GET', `/v1/gifts/${gift.id}`, { token: gift.buyer.token }),
      );
      expect(listed.status).toBe(200);
      if (gift.redeemedBy) {
        expect(listed.body.status).toBe('redeemed');
        const info = await http.untilAnswered(() =>
          http.request('GET', '/v1/subscription', { token: gift.redeemedBy!.token }),
        );
        expect(info.body.subscription, `gift subscription of ${gift.redeemedBy.email}`).toBeTruthy();
      }
    }
    // The last acknowledged progress is kept (or a later save whose answer was lost).
    for (const [userId, progress] of record.progress) {
      if (progress.acknowledged < 0) continue;
      const member = record.members.find((m) => m.userId === userId)!;
      const saved = await http.untilAnswered(() =>
        http.request('GET', `/v1/progress/${catalog.free}`, { token: member.token }),
      );
      expect([progress.acknowledged, ...progress.attemptedSince]).toContain(saved.body.currentTime);
    }
    // Every acknowledged chat message is in the chat's history, as it was sent.
    const history = new Map<number, string>();
    for (let after = 0; ;) {
      const page = await http.untilAnswered(() =>
        http.request('GET', `/v2/livestream/chat/${stream!.id}?after=${after}`, { token: staff.token }),
      );
      const messages = page.body.messages as Array<{ id: number; message: string }>;
      if (messages.length === 0) break;
      for (const message of messages) history.set(message.id, message.message);
      after = messages.at(-1)!.id;
    }
    expect(record.chat.acknowledged.size).toBeGreaterThan(0);
    for (const [id, text] of record.chat.acknowledged)
      expect(history.get(id), `chat message ${id}`).toBe(text);

    // Every queued verification mail goes out, every accepted upload ends ready, and every broadcast that went on
    // air has its recording ready. A send or a transcode cut short by a kill is retried once its server misses
    // three heartbeats (30 s) and the retry delay passes (10 to 60 s); a broadcast's folder is joined as the next
    // server starts. Transcodes run one at a time, so a busy machine finishes the last upload minutes later: each
    // wait lasts while something still finishes within the retry's bound.
    const outbox = path.join(site.dataDir, 'outbox');
    const readMails = async () =>
      Promise.all(
        (await fs.readdir(outbox).catch(() => [] as string[]))
          .filter((file) => file.endsWith('.eml'))
          .map((file) => fs.readFile(path.join(outbox, file), 'utf8')),
      );
    const unmailed = async () => {
      const mails = await readMails();
      return record.members
        .filter(
          (member) => member.signUpAnswered && !mails.some((mail) => mail.includes(`To: ${member.email}`)),
        )
        .map((member) => member.email);
    };
    const unfinishedUploads = async () => {
      const unfinished: string[] = [];
      for (const mediaId of record.uploads) {
        const episode = await http.untilAnswered(() =>
          http.request('GET', `/v1/admin/catalog/episodes/${mediaId}`, { token: staff.token }),
        );
        const videoState = episode.body.video as { status: string; error?: string | null };
        if (videoState.status !== 'ready')
          unfinished.push(`episode ${mediaId}: ${JSON.stringify(videoState)}`);
      }
      return unfinished;
    };
    const recordings = async () => {
      const row = await http.untilAnswered(() =>
        http.request('GET', `/v1/admin/livestreams/${broadcast!.id}`, { token: staff.token }),
      );
      return (row.body as unknown as ConsoleLivestream).recordings;
    };
    // A broadcast killed before its first segment, or whose encoder was cut off before it, never went on air.
    const neverOnAir = [
      'Nothing was recorded.',
      'The encoder sent no playable video.',
      'The server stopped before the stream went live.',
    ];
    const unrecorded = async () =>
      (await recordings())
        .filter((made) => made.status !== 'ready' && !neverOnAir.includes(made.error ?? ''))
        .map((made) => JSON.stringify(made));
    // A transcode killed after it published its video leaves the episode ready and its job to be tried again.
    const transcodesQueued = async () => {
      const health = await http.untilAnswered(() =>
        http.request('GET', '/v1/admin/health', { token: staff.token }),
      );
      const queue = (health.body as unknown as AdminHealth).jobs.find((job) => job.name === TRANSCODE_JOB);
      return queue && queue.waiting + queue.active > 0 ? [JSON.stringify(queue)] : [];
    };
    expect(record.uploads.length, 'uploads accepted').toBeGreaterThan(0);
    expect(await settled(unmailed, 120_000), 'members without their mail').toEqual([]);
    expect(await settled(unfinishedUploads, 120_000), 'uploads not ready').toEqual([]);
    expect(await settled(unrecorded, 90_000), 'broadcasts without their recording').toEqual([]);
    expect(await settled(transcodesQueued, 120_000), 'transcodes still queued').toEqual([]);
    // The kills landed in a broadcast on air and in a transcode under way, and both were finished after.
    const made = await recordings();
    expect(made.find((recording) => recording.recordingId === killedIn.recordingId)?.status).toBe('ready');

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

    // In the database: no purchase or renewal charged twice, every trial renewed once, and every points balance
    // equal to its ledger.
    const after = await startEmbeddedPostgres(postgresDir, () => undefined);
    const check = connectDatabase(after.urlFor('postgres'), 2);
    try {
      const purchases = await check.pool.query<{ user_id: string; count: string }>(
        `select user_id, count(*) from invoices
          where status = 'paid' and amount_cents > 0 and subscription_id is null group by user_id`,
      );
      for (const row of purchases.rows) {
        const bought = record.gifts.filter((gift) => gift.buyer.userId === row.user_id).length;
        expect(Number(row.count), `paid purchases of ${row.user_id}`).toBeLessThanOrEqual(bought);
      }
      const twice = await check.pool.query(
        `select subscription_id, period_start from invoices where status = 'paid' and subscription_id is not null
          group by subscription_id, period_start having count(*) > 1`,
      );
      expect(twice.rows, 'periods charged twice').toEqual([]);
      const renewed = await check.pool.query(
        `select 1 from subscriptions where provider = 'test' and card is not null and status = 'active'`,
      );
      expect(renewed.rows.length, 'trials the biller renewed').toBeGreaterThan(0);
      const ledger = await check.pool.query(
        `select b.user_id from points_balances b
           left join (select user_id, sum(greatest(delta, 0)) as gained, sum(greatest(-delta, 0)) as spent
                      from points_ledger group by user_id) l on l.user_id = b.user_id
          where b.gained <> coalesce(l.gained, 0) or b.spent <> coalesce(l.spent, 0)`,
      );
      expect(ledger.rows, 'points balances that differ from their ledger').toEqual([]);
      // Each transcode ran to completion once, the one the kill landed in too.
      const transcodes = await check.pool.query<{ asset_id: string; completed: number }>(
        `select data->>'assetId' as asset_id, count(*) filter (where state = 'completed')::int as completed
           from (select name, data, state from pgboss.job union all select name, data, state from pgboss.archive) job
          where name = '${TRANSCODE_JOB}' group by 1`,
      );
      expect(
        transcodes.rows.filter((row) => row.completed !== 1),
        'transcodes not completed once',
      ).toEqual([]);
      const killedAsset = await check.pool.query('select status from media_assets where id = $1', [
        killedIn.assetId,
      ]);
      expect(killedAsset.rows, 'the transcode a kill landed in').toEqual([{ status: 'ready' }]);
      const projectTotals = await check.pool.query(
        `select p.id from projects p
          where coalesce((select sum(points) from project_totals t where t.project_id = p.id), 0)
             <> coalesce((select sum(amount) from project_contributions c where c.project_id = p.id), 0)`,
      );
      expect(projectTotals.rows, 'project totals that differ from their contributions').toEqual([]);
      const counted = await check.pool.query<{ user_id: string; count: string }>(
        'select user_id, count(*) from project_contributions group by user_id',
      );
      const countedBy = new Map(counted.rows.map((row) => [row.user_id, Number(row.count)]));
      const { accepted, unanswered, badRefusals } = record.contributions;
      expect(badRefusals, 'contributions refused other than for Amount').toEqual([]);
      expect(
        [...accepted.values()].reduce((sum, n) => sum + n, 0),
        'contributions accepted',
      ).toBeGreaterThan(0);
      for (const userId of new Set([...accepted.keys(), ...unanswered.keys(), ...countedBy.keys()])) {
        const sure = accepted.get(userId) ?? 0;
        const stored = countedBy.get(userId) ?? 0;
        expect(stored, `contributions of ${userId}`).toBeGreaterThanOrEqual(sure);
        expect(stored, `contributions of ${userId}`).toBeLessThanOrEqual(
          sure + (unanswered.get(userId) ?? 0),
        );
      }
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
  }, 1_200_000);
});
