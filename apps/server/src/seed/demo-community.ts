import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

const DEMO_VIEWERS = sql.raw(`u.email like 'viewer-%@demo.crewcast.test'`);
/** The past broadcast: ten days ago at 19:00 UTC, for an hour and a half, sampled every 10 s. */
const BROADCAST_DAYS_AGO = 10;
const BROADCAST_SAMPLES = 540;
const CHAT_MESSAGES = 600;
const CHATTERS = 45;
const MONTHLY_POINTS = 30;
const BINGO_PLAYERS = 24;
const CHAT_LINES = [
  'Hello from the back row!',
  'This set is amazing',
  'Bingo card ready',
  'Can you show the kitchen again?',
  'Best stream this month',
  'Greetings from Lisbon',
  'Who picked this song?',
  'Encore!',
];
const COMMENT_LINES = [
  'Loved this one.',
  'The ending got me.',
  'Watching this again with friends tonight.',
  'More episodes like this, please.',
  'The camera work in the second half is lovely.',
];

/**
 * The demo community's history, for the console's live and community analytics: a past broadcast with its viewer
 * samples, chat and a bingo game; Greenlight contributions adding up to each demo project's total, with the
 * Producer Points the backers were given and spent; and comments on the episodes. Written by the demo viewers,
 * once demo-viewing.ts has made them.
 */
export async function seedDemoCommunity(db: Executor, now: Date): Promise<void> {
  await seedPastBroadcast(db, now);
  await seedGreenlightHistory(db, now);
  await seedComments(db, now);
}

async function seedPastBroadcast(db: Executor, now: Date): Promise<void> {
  const started = new Date(now.getTime() - BROADCAST_DAYS_AGO * 86_400_000);
  started.setUTCHours(19, 0, 0, 0);
  const ended = new Date(started.getTime() + BROADCAST_SAMPLES * 10_000);
  await db.execute(sql`
    with stream as (
      insert into livestreams (title, state, scheduled_start, started_at, ended_at)
      values ('Crew Live: launch night', 'ended', ${started}, ${started}, ${ended})
      returning id),
    broadcast as (
      insert into live_broadcasts (livestream_id, started_at, last_sampled_at)
      select id, ${started}, ${ended}::timestamptz - interval '10 seconds' from stream
      returning id)
    insert into live_viewer_samples (broadcast_id, sampled_at, viewers)
    select broadcast.id, ${started}::timestamptz + make_interval(secs => i * 10),
           -- Viewers arrive over the first five minutes, drift around forty, and leave over the last ten.
           greatest(1, round(least(i / 30.0, 1) * least((${BROADCAST_SAMPLES} - i) / 60.0, 1)
                             * (40 + 8 * sin(i / 40.0))))::int
    from broadcast, generate_series(0, ${BROADCAST_SAMPLES - 1}) i`);
  await db.execute(sql`
    with stream as (select id from livestreams where title = 'Crew Live: launch night' and started_at = ${started}),
    chatters as (
      select u.id, row_number() over (order by u.email) as n from users u where ${DEMO_VIEWERS}
      order by u.email limit ${CHATTERS})
    insert into chat_messages (livestream_id, user_id, message, created_at)
    select stream.id, chatters.id, ${JSON.stringify(CHAT_LINES)}::jsonb ->> ((i * 5) % ${CHAT_LINES.length}),
           ${started}::timestamptz + make_interval(secs => 60 + i * 8.5 + (i * 37) % 7)
    from stream, generate_series(0, ${CHAT_MESSAGES - 1}) i
    join chatters on chatters.n = 1 + (i * 7) % ${CHATTERS}`);
  await db.execute(sql`
    with stream as (select id from livestreams where title = 'Crew Live: launch night' and started_at = ${started}),
    game as (
      insert into bingo_games (layout_id, livestream_id, started_by, ended_at, ended_by, created_at)
      select (select min(id) from bingo_layouts), stream.id, staff.id,
             ${started}::timestamptz + interval '60 minutes', staff.id,
             ${started}::timestamptz + interval '20 minutes'
      from stream, users staff where staff.email = 'staff@crewcast.test'
      returning id)
    insert into bingo_cards (game_id, user_id, created_at)
    select game.id, u.id, ${started}::timestamptz + interval '21 minutes'
    from game, (select u.id from users u where ${DEMO_VIEWERS} order by u.email desc limit ${BINGO_PLAYERS}) u`);
}

/**
 * Contributions to every demo project over its battle (up to now for the running one) that add up to its total,
 * each spent from the backer's Producer Points.
 */
async function seedGreenlightHistory(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`
    with sides as (
      select b.id as battle_id, p.id as project_id, p.title, b.start_date,
             least(b.end_date, ${now}::timestamptz) as until,
             (select sum(points) from project_totals t where t.project_id = p.id)::int as total,
             row_number() over (order by b.start_date, p.id) as side
      from battles b join projects p on p.id in (b.left_project_id, b.right_project_id)),
    steps as (
      select sides.*, g as n, 1 + (g * 7 + side) % 12 as step
      from sides, generate_series(1, 400) g),
    running as (select *, sum(step) over (partition by project_id order by n) as upto from steps),
    picked as (
      select *, least(step, total - (upto - step)) as amount, count(*) over (partition by project_id) as steps
      from running where upto - step < total),
    viewers as (select u.id, row_number() over (order by u.email) as n from users u where ${DEMO_VIEWERS}),
    contributions as (
      insert into project_contributions (battle_id, project_id, user_id, amount, reference, created_at)
      select picked.battle_id, picked.project_id, viewers.id, picked.amount,
             'demo-contribution:' || picked.project_id || ':' || picked.n,
             picked.start_date + (picked.until - picked.start_date) * (picked.n / (picked.steps + 1.0))
      from picked join viewers on viewers.n = 1 + (picked.n * 13 + picked.side * 5) % 120
      returning battle_id, project_id, user_id, amount, reference, created_at)
    insert into points_ledger (user_id, delta, reason, reference, created_at)
    select c.user_id, -c.amount, 'Greenlight: ' || p.title, c.reference, c.created_at
    from contributions c join projects p on p.id = c.project_id`);
  // Every demo viewer is given points each month, on a day of their own, over the last four months.
  await db.execute(sql`
    insert into points_ledger (user_id, delta, reason, reference, created_at)
    select v.id, ${MONTHLY_POINTS}, 'Monthly subscription payment', 'demo-award:' || v.id || ':' || k,
           ${now}::timestamptz - make_interval(days => ((v.n * v.n * 7) % 30 + 30 * k)::int)
    from (select u.id, row_number() over (order by u.email) as n from users u where ${DEMO_VIEWERS}) v,
         generate_series(0, 3) k`);
  await db.execute(sql`
    insert into points_balances (user_id, gained, spent)
    select l.user_id, coalesce(sum(l.delta) filter (where l.delta > 0), 0),
           coalesce(-sum(l.delta) filter (where l.delta < 0), 0)
    from points_ledger l join users u on u.id = l.user_id where ${DEMO_VIEWERS}
    group by l.user_id
    on conflict (user_id) do update set gained = excluded.gained, spent = excluded.spent`);
}

/** Comments and a few replies over the last four weeks, spread over the episodes but the newest three. */
async function seedComments(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`
    with episodes as (
      select id, row_number() over (order by id) as n from media
      where id not in (select id from media order by id desc limit 3)),
    viewers as (select u.id, row_number() over (order by u.email) as n from users u where ${DEMO_VIEWERS})
    insert into comments (media_id, user_id, message, created_at)
    select episodes.id, viewers.id, ${JSON.stringify(COMMENT_LINES)}::jsonb ->> (i % ${COMMENT_LINES.length}),
           ${now}::timestamptz - make_interval(hours => (i * 11) % (28 * 24))
    from generate_series(0, 79) i
    join episodes on episodes.n = 1 + (i * i) % greatest(1, (select count(*) from episodes))
    join viewers on viewers.n = 1 + (i * 17) % 120`);
  await db.execute(sql`
    with parents as (
      select c.id, c.media_id, c.created_at, row_number() over (order by c.id) as n
      from comments c join users u on u.id = c.user_id where ${DEMO_VIEWERS} and c.parent_id is null),
    viewers as (select u.id, row_number() over (order by u.email) as n from users u where ${DEMO_VIEWERS})
    insert into comments (media_id, user_id, parent_id, message, created_at)
    select parents.media_id, viewers.id, parents.id, 'Agreed!', least(${now}::timestamptz, parents.created_at + interval '3 hours')
    from parents join viewers on viewers.n = 1 + (parents.n * 29) % 120
    where parents.n % 4 = 0`);
  await db.execute(sql`
    update comments c set reply_count = r.replies
    from (select parent_id, count(*)::int as replies from comments where parent_id is not null group by parent_id) r
    where c.id = r.parent_id`);
}
