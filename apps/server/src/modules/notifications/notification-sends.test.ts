import { randomUUID } from 'node:crypto';
import { AccountType } from '@crewcast/contracts/account';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEpisodeNow, seedTestCatalogWithDraft } from '../../test/catalog';
import { readMail, type TestMember } from '../../test/members';
import { startPushService, type TestPushService } from '../../test/push-service';
import { staffMember } from '../../test/realtime';
import { createTestApp, type TestContext } from '../../test/test-app';
import { SEND_MAIL_JOB } from '../mail/mail.service';
import { FAN_OUT_BATCH, mailJobId, NOTIFICATION_FAN_OUT_JOB } from './notification-sends';
import { notificationDigestItems, notificationSends, pushSubscriptions } from './notifications.schema';

const FOLLOWERS = 2_000;
/** Of them, this many also take the notification by push, each in a browser of its own. */
const PUSHED = 300;

let ctx: TestContext;
let push: TestPushService;
let staff: TestMember;
let show: { id: number; draftId: number; secondId: number };
let followers: { id: string; email: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
  push = await startPushService();
  staff = await staffMember(ctx, AccountType.Official);
  const { db } = ctx.database;
  const { showId, ep2, ep3 } = await seedTestCatalogWithDraft(db, 'Batch Night');
  show = { id: showId, draftId: ep3, secondId: ep2 };
  const made = await db.execute<{ id: string; email: string }>(sql`
    insert into users (email, display_name)
    select 'follower-' || n || '@crewcast.test', 'follower_' || n from generate_series(1, ${FOLLOWERS}) n
    returning id, email`);
  followers = made.rows;
  await db.execute(sql`
    insert into show_follows (show_id, user_id) select ${show.id}, id from users where email like 'follower-%'`);
  await db.execute(sql`
    insert into notification_settings (user_id, email_kinds) select id, '{newEpisode}' from users
     where email like 'follower-%'`);
  const pushed = followers.slice(0, PUSHED);
  await db.execute(sql`
    update notification_settings set push_kinds = '{newEpisode}'
     where user_id in (${sql.join(
       pushed.map((follower) => sql`${follower.id}::uuid`),
       sql`, `,
     )})`);
  await db.insert(pushSubscriptions).values(
    pushed.map((follower) => {
      const { endpoint, keys } = push.subscribe(follower.id);
      return { endpoint, userId: follower.id, ...keys };
    }),
  );
  // One browser its push service has since dropped.
  const { endpoint, keys } = push.subscribe('dropped', 'gone');
  await db.insert(pushSubscriptions).values({ endpoint, userId: pushed[0]!.id, ...keys });
}, 120_000);
afterAll(async () => {
  await push?.close();
  await ctx?.close();
});

async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first mail in the outbox with this subject, to whichever member (an empty recipient matches every one). */
const firstMailTitled = (subject: string) => readMail(ctx.config.DATA_DIR, '', subject, 120_000);

describe('a new episode of a show with thousands of followers', () => {
  it('reaches every follower once, by mail and by push, in bounded batches', async () => {
    await publishEpisodeNow(ctx.app, staff, show.draftId, 'Batch Night');

    const { db } = ctx.database;
    const send = await until(async () => {
      const [row] = await db
        .select()
        .from(notificationSends)
        .where(eq(notificationSends.key, `episode:${show.draftId}`));
      return row?.finishedAt ? row : undefined;
    }, 60_000);
    expect(send).toMatchObject({ recipients: FOLLOWERS, emails: FOLLOWERS, pushes: PUSHED, failures: 1 });

    // One fan-out job per full batch and a last one that found the rest: no batch over FAN_OUT_BATCH.
    const batches = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from (select id from pgboss.job where name = ${NOTIFICATION_FAN_OUT_JOB}
        union all select id from pgboss.archive where name = ${NOTIFICATION_FAN_OUT_JOB}) jobs`);
    expect(batches.rows[0]?.n).toBe(Math.floor(FOLLOWERS / FAN_OUT_BATCH) + 1);

    // Every follower's mail, once: one mail job each (its id names the send and the member), behind account mail.
    const mailJobs = await db.execute<{ id: string; priority: number }>(sql`
      select id, priority from pgboss.job where name = ${SEND_MAIL_JOB}
      union all select id, priority from pgboss.archive where name = ${SEND_MAIL_JOB}`);
    const notificationMail = mailJobs.rows.filter((job) => job.priority < 0).map((job) => job.id);
    expect(notificationMail.sort()).toEqual(
      followers.map((follower) => mailJobId(send.key, follower.id)).sort(),
    );
    // And the mail job delivers them, behind account mail and at its own pace: the first is in the outbox soon.
    const mail = await firstMailTitled('New on Night Shift: Batch Night');
    expect(followers.map((follower) => `To: ${follower.email}`)).toContain(/^To: .*$/m.exec(mail)?.[0]);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // Every pushed follower's browser, once, signed and encrypted for it.
    expect(push.problems).toEqual([]);
    expect(push.received.map((received) => received.subscription).sort()).toEqual(
      followers
        .slice(0, PUSHED)
        .map((follower) => follower.id)
        .sort(),
    );
    expect(push.received[0]!.claims).toMatchObject({
      aud: push.origin,
      sub: 'mailto:no-reply@crewcast.localhost',
    });
    expect(JSON.parse(push.received[0]!.payload)).toEqual({
      title: 'New on Night Shift: Batch Night',
      body: 'A new episode of Night Shift is out: Batch Night.',
      url: `/video/${show.draftId}`,
      tag: `episode:${show.draftId}`,
    });
    // The dropped browser is forgotten.
    const left = await db
      .select()
      .from(pushSubscriptions)
      .where(sql`${pushSubscriptions.endpoint} like '%/gone/%'`);
    expect(left).toEqual([]);
  }, 300_000);

  it('sends nothing twice when a batch runs again, as after a retry', async () => {
    const { db } = ctx.database;
    const [before] = await db
      .select()
      .from(notificationSends)
      .where(eq(notificationSends.key, `episode:${show.draftId}`));
    const pushes = push.received.length;
    const id = randomUUID();
    await ctx.jobs.sendMany(NOTIFICATION_FAN_OUT_JOB, [{ id, data: { sendId: before!.id, after: null } }]);
    await until(async () => {
      const status = await ctx.jobs.status(NOTIFICATION_FAN_OUT_JOB, id);
      return status?.state === 'completed' ? status : undefined;
    }, 60_000);

    expect(push.received.length).toBe(pushes);
    const [after] = await db.select().from(notificationSends).where(eq(notificationSends.id, before!.id));
    expect(after).toMatchObject({ recipients: FOLLOWERS, emails: FOLLOWERS, pushes: PUSHED, failures: 1 });
  }, 120_000);

  it('gives back what a failed batch had not sent, so the batch run again sends it once', async () => {
    const { db } = ctx.database;
    const digested = followers.slice(PUSHED, PUSHED + 100);
    await db.execute(sql`
      update notification_settings set email_digest = true
       where user_id in (${sql.join(
         digested.map((follower) => sql`${follower.id}::uuid`),
         sql`, `,
       )})`);
    // The digest's table refuses every row: the first batch fails after queuing its mail, before its pushes.
    await db.execute(sql`
      create function refuse_digest_items() returns trigger language plpgsql
        as $$ begin raise exception 'digest items refused'; end $$`);
    await db.execute(sql`
      create trigger refuse_digest_items before insert on notification_digest_items
        for each statement execute function refuse_digest_items()`);
    await publishEpisodeNow(ctx.app, staff, show.secondId, 'Episode 2');
    const key = `episode:${show.secondId}`;
    const send = await until(async () => {
      const failed = await db.execute<{ send_id: number }>(sql`
        select (j.data->>'sendId')::int as send_id from pgboss.job j
          join notification_sends s on s.id = (j.data->>'sendId')::int
         where j.name = ${NOTIFICATION_FAN_OUT_JOB} and j.state = 'retry' and s.key = ${key}`);
      return failed.rows[0];
    }, 60_000);
    await db.execute(sql`drop trigger refuse_digest_items on notification_digest_items`);
    await db.execute(sql`drop function refuse_digest_items`);

    await ctx.jobs.sendMany(NOTIFICATION_FAN_OUT_JOB, [
      { id: randomUUID(), data: { sendId: send.send_id, after: null } },
    ]);
    const finished = await until(async () => {
      const [row] = await db.select().from(notificationSends).where(eq(notificationSends.id, send.send_id));
      return row?.finishedAt ? row : undefined;
    }, 60_000);
    expect(finished).toMatchObject({ recipients: FOLLOWERS, emails: FOLLOWERS, pushes: PUSHED, failures: 0 });
    const pushed = push.received.filter((received) => JSON.parse(received.payload).tag === key);
    expect(pushed.map((received) => received.subscription).sort()).toEqual(
      followers
        .slice(0, PUSHED)
        .map((follower) => follower.id)
        .sort(),
    );
    const items = await db
      .select()
      .from(notificationDigestItems)
      .where(eq(notificationDigestItems.sendId, send.send_id));
    expect(items.map((item) => item.userId).sort()).toEqual(digested.map((follower) => follower.id).sort());
  }, 120_000);
});
