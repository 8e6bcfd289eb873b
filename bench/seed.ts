// `npm run bench:seed`: a large network for benchmarks only (never the demo), in a throw-away data directory the
// bench harness starts the built server on: 10,000 episodes in 300 shows, 100,000 members, 1,000,000 progress rows,
// 200,000 points ledger entries, a raw viewing row per progress row (then rolled up by day) and 14 months of
// billing (subscriptions, trials, charges, coupons, gifts) for the Members report, written by
// generate_series inside PostgreSQL. Then EXPLAIN of the hot queries, as the repositories send them, shows each
// one uses an index. BENCH_LARGE_DIR sets the directory.
import fs from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { connectDatabase, type DatabaseConnection } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import * as schema from '../apps/server/src/db/schema';
import { prepareDatabase } from '../apps/server/src/db/startup';
import { createAnalyticsRepository } from '../apps/server/src/modules/analytics/analytics.repository';
import { PERIOD_DAYS } from '../apps/server/src/modules/analytics/analytics.service';
import { addDays, viewingDay } from '../apps/server/src/modules/analytics/viewing-rules';
import { createContentRepository } from '../apps/server/src/modules/content/content.repository';
import { createPlaybackRepository } from '../apps/server/src/modules/playback/playback.repository';
import { createPointsService } from '../apps/server/src/modules/points/points.service';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository';
import { LARGE_NETWORK, largeDataDir, repoRoot } from './harness';

// Tables a hot query must never read whole at this size (a few hundred shows or seasons may be).
const LARGE_TABLES = ['media', 'users', 'playback_progress', 'points_ledger', 'points_balances'];

const steps: [string, string][] = [
  [
    `${LARGE_NETWORK.shows} shows in 3 seasons each`,
    `insert into shows (slug, title, description, tags, position)
       select 'bench-show-' || g, initcap(genre) || ' bench show ' || g,
              'A show of the large benchmark network about ' || genre || ', number ' || g,
              array['genre-' || g % 12], 100 + g
       from generate_series(1, ${LARGE_NETWORK.shows}) g,
            lateral (select (array['studio', 'kitchen', 'travel', 'science', 'comedy'])[1 + g % 5] as genre) words;
     insert into seasons (show_id, number, title)
       select s.id, n, 'Season ' || n from shows s, generate_series(1, 3) n where s.slug like 'bench-show-%'`,
  ],
  [
    `${LARGE_NETWORK.episodes} episodes, published over the last years`,
    `with bench_shows as (
       select id, row_number() over (order by id) - 1 as i from shows where slug like 'bench-show-%')
     insert into media (show_id, season_id, episode_number, title, description, duration_seconds, published_at,
                        is_free, tags, asset_id, ready)
       select s.id, se.id, g / ${LARGE_NETWORK.shows} + 1, 'Bench episode ' || g,
              'Episode ' || g || ' of the large benchmark network, with a description long enough to search',
              600 + g % 1800, now() - make_interval(hours => g), g % 10 = 0, array['genre-' || g % 12], 'bench-' || g, true
       from generate_series(0, ${LARGE_NETWORK.episodes - 1}) g
       join bench_shows s on s.i = g % ${LARGE_NETWORK.shows}
       join seasons se on se.show_id = s.id and se.number = (g / ${LARGE_NETWORK.shows}) % 3 + 1`,
  ],
  [
    `${LARGE_NETWORK.members} members`,
    `insert into users (email, display_name, verified)
       select 'bench-member-' || g || '@bench.crewcast.example', 'BenchMember' || g, true
       from generate_series(1, ${LARGE_NETWORK.members}) g`,
  ],
  [
    `${LARGE_NETWORK.progressRows} progress rows (10 per member)`,
    `with episodes as (select array_agg(id order by id) as ids from media where asset_id like 'bench-%'),
          members as (select id, row_number() over (order by id) as i from users where email like 'bench-member-%')
     insert into playback_progress (user_id, media_id, "current_time", total_time, duration_watched, updated_at)
       select m.id, e.ids[1 + (m.i * 7 + k * 997) % ${LARGE_NETWORK.episodes}], 60 * k, 1200, 60 * k,
              now() - make_interval(mins => (m.i * 10 + k)::int)
       from members m, episodes e, generate_series(0, ${LARGE_NETWORK.progressRows / LARGE_NETWORK.members - 1}) k`,
  ],
  [
    `${LARGE_NETWORK.progressRows} raw viewing rows over the last 90 days (one per progress row)`,
    `insert into viewing_events (day, user_id, media_id, device_identifier, watched_seconds, duration_seconds, segments)
       select (now() - make_interval(days => abs(hashtext(user_id::text || media_id)) % 90))::date, user_id, media_id,
              'bench', duration_watched, total_time, (1 << least(20, greatest(1, (20 * duration_watched / total_time)::int))) - 1
       from playback_progress`,
  ],
  [
    `${LARGE_NETWORK.ledgerEntries} points ledger entries (2 per member) and the balances they add up to`,
    `insert into points_ledger (user_id, delta, reason, reference)
       select u.id, 50 * (k + 1), 'bench', 'bench:' || u.id || ':' || k
       from users u, generate_series(0, ${LARGE_NETWORK.ledgerEntries / LARGE_NETWORK.members - 1}) k
       where u.email like 'bench-member-%';
     insert into points_balances (user_id, gained)
       select user_id, sum(delta) from points_ledger where reason = 'bench' group by user_id`,
  ],
  [
    `${LARGE_NETWORK.subscribers} subscriptions over ${LARGE_NETWORK.billingMonths} months with their charges, coupons and gifts`,
    billingHistory(),
  ],
];

/**
 * Billing as the Members report reads it, spread over the last months: 2 members in 5 subscribe (15 % annual),
 * most through a 14-day trial that about two in three convert; monthly subscribers stay 1 to 20 months, annual
 * ones renew 6 times in 10; each period charged has a paid invoice (1 % refunded) and a quarter of those who leave
 * go on a failed renewal. About 1 in 8 subscribers used a discount code, discounting its first charges. 1 member in
 * 25 bought a gift of 1 to 12 months; 7 in 10 of those were redeemed by a member without a subscription, as a
 * subscription ending when the gift runs out.
 */
function billingHistory(): string {
  const spread = LARGE_NETWORK.billingMonths * 30 * 1440;
  return `
    create temporary table bench_subscribers on commit drop as
      with members as (
        select id, row_number() over (order by id) as i from users where email like 'bench-member-%'),
      drawn as (
        select m.id as user_id, m.i,
               date_trunc('minute', now() - make_interval(mins => abs(hashtext('start' || m.i)) % ${spread})) as created,
               abs(hashtext('plan' || m.i)) % 100 < 15 as annual,
               abs(hashtext('trial' || m.i)) % 100 < 80 as trial,
               abs(hashtext('convert' || m.i)) % 100 < 65 as converts,
               abs(hashtext('fail' || m.i)) % 4 = 0 as fails,
               abs(hashtext('coupon' || m.i)) % 100 as coupon_roll,
               1 + abs(hashtext('months' || m.i)) % 20 as monthly_periods,
               1 + (abs(hashtext('renew' || m.i)) % 10 < 6)::int as annual_periods
        from members m where m.i % 5 < 2 and m.i <= ${(LARGE_NETWORK.subscribers * 5) / 2}),
      periods as (
        select d.*, d.created + case when d.trial then interval '14 days' else interval '0' end as paid_from,
               case when d.annual then interval '1 year' else interval '1 month' end as length,
               case when d.trial and not d.converts then 0
                    when d.annual then d.annual_periods else d.monthly_periods end as periods
        from drawn d)
      select p.*, case when p.paid_from + p.periods * p.length <= now()
                       then p.paid_from + p.periods * p.length end as ended_at
      from periods p;
    insert into subscriptions (id, user_id, plan_id, price_cents, status, provider, trial_end, current_period_start,
                               current_period_end, billing_day, ended_at, created_at, updated_at)
      select gen_random_uuid(), b.user_id, case when b.annual then 'annual' else 'monthly' end,
             case when b.annual then 3999 else 399 end,
             case when b.ended_at is not null then 'canceled' when b.paid_from > now() then 'trialing' else 'active' end,
             'test', case when b.trial then b.paid_from end,
             current_period.start, current_period.start + case when current_period.start < b.paid_from
               then b.paid_from - current_period.start else b.length end,
             extract(day from b.paid_from), b.ended_at, b.created, coalesce(b.ended_at, b.created)
      from bench_subscribers b,
        lateral (select case when b.periods = 0 or b.paid_from > now() then b.created
                             else b.paid_from + least(b.periods - 1, (
                               select count(*) - 1 from generate_series(b.paid_from, now(), b.length))) * b.length
                        end as start) current_period;
    insert into coupons (code, percent_off, duration_in_months, redemption_count)
      values ('BENCH20', 20, 3, 0), ('BENCH50', 50, 1, 0), ('BENCHYEAR', 25, 12, 0);
    create temporary table bench_redemptions on commit drop as
      select s.id as subscription_id, b.user_id, b.created,
             case when b.annual then 'BENCHYEAR' when b.coupon_roll < 8 then 'BENCH20' else 'BENCH50' end as code
      from bench_subscribers b join subscriptions s on s.user_id = b.user_id
      where b.coupon_roll < 12 and (b.converts or not b.trial);
    insert into coupon_redemptions (code, subscription_id, user_id, percent_off, duration_in_months,
                                    months_remaining, discount_end, created_at)
      select r.code, r.subscription_id, r.user_id, c.percent_off, c.duration_in_months, 0,
             r.created + make_interval(months => c.duration_in_months), r.created
      from bench_redemptions r join coupons c on c.code = r.code;
    update coupons c set redemption_count = (select count(*) from coupon_redemptions r where r.code = c.code)
      where c.code like 'BENCH%';
    insert into invoices (user_id, subscription_id, plan_id, description, amount_cents, discount_cents, currency,
                          status, period_start, period_end, provider_reference, created_at)
      select b.user_id, s.id, s.plan_id, case when b.annual then 'Annual' else 'Monthly' end || ' subscription',
             s.price_cents - discount.cents, discount.cents, 'usd',
             case when b.fails and b.ended_at is not null and k = b.periods - 1 then 'failed'
                  when abs(hashtext('refund' || b.i || ':' || k)) % 100 = 0 then 'refunded' else 'paid' end,
             b.paid_from + k * b.length, b.paid_from + (k + 1) * b.length, 'bench-' || b.i || '-' || k,
             b.paid_from + k * b.length
      from bench_subscribers b join subscriptions s on s.user_id = b.user_id
        cross join lateral generate_series(0, b.periods - 1) k
        left join bench_redemptions r on r.subscription_id = s.id
        left join coupons c on c.code = r.code
        cross join lateral (select case when c.code is not null and (b.annual or k < c.duration_in_months)
                                        then s.price_cents * c.percent_off / 100 else 0 end as cents) discount
      where b.paid_from + k * b.length <= now();
    create temporary table bench_gifts on commit drop as
      with members as (
        select id, row_number() over (order by id) as i from users where email like 'bench-member-%')
      select buyer.i, buyer.id as purchaser_id, recipient.id as recipient_id, months,
             date_trunc('minute', now() - make_interval(mins => abs(hashtext('gift' || buyer.i)) % ${spread})) as bought,
             abs(hashtext('redeem' || buyer.i)) % 10 < 7 as redeems
      from members buyer join members recipient on recipient.i = buyer.i + 1,
        lateral (select (array[1, 3, 6, 12])[1 + abs(hashtext('gift-months' || buyer.i)) % 4] as months) length
      where buyer.i % 25 = 2;
    insert into invoices (user_id, description, amount_cents, currency, status, provider_reference, created_at)
      select purchaser_id, 'Gift: ' || months || ' months', 399 * months, 'usd', 'paid', 'bench-gift-' || i, bought
      from bench_gifts;
    insert into gifts (purchaser_id, months, price_cents, currency, code, status, redeemed_by, redeemed_at, invoice_id,
                       created_at)
      select g.purchaser_id, g.months, 399 * g.months, 'usd', 'BENCH-GIFT-' || g.i,
             case when redeemed.at is null then 'pending' else 'redeemed' end,
             case when redeemed.at is not null then g.recipient_id end, redeemed.at, i.id, g.bought
      from bench_gifts g join invoices i on i.provider_reference = 'bench-gift-' || g.i,
        lateral (select case when g.redeems and g.bought + make_interval(days => (g.i % 30)::int) <= now()
                             then g.bought + make_interval(days => (g.i % 30)::int) end as at) redeemed;
    insert into subscriptions (user_id, plan_id, price_cents, status, provider, current_period_start,
                               current_period_end, cancel_at_period_end, ended_at, created_at, updated_at)
      select g.redeemed_by, 'monthly', 399, case when ends.at <= now() then 'canceled' else 'active' end, 'test',
             g.redeemed_at, ends.at, true, case when ends.at <= now() then ends.at end, g.redeemed_at, g.redeemed_at
      from gifts g, lateral (select g.redeemed_at + make_interval(months => g.months) as at) ends
      where g.code like 'BENCH-GIFT-%' and g.redeemed_at is not null`;
}

const dataDir = largeDataDir();
await fs.rm(dataDir, { recursive: true, force: true });
const embedded = await startEmbeddedPostgres(`${dataDir}/postgres`, () => undefined);
const connection = connectDatabase(embedded.urlFor('postgres'), 2);
try {
  // The site's own settings and strings, with no demo network.
  await prepareDatabase(connection, { migrationsFolder: `${repoRoot}/apps/server/drizzle`, demo: false });
  const started = Date.now();
  for (const [what, statement] of steps) {
    const stepStarted = Date.now();
    await connection.pool.query(`set synchronous_commit = off; ${statement}`);
    console.log(`${what}: ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  }
  const rollupStarted = Date.now();
  const rolled = await rollUpViewing(connection);
  console.log(`${rolled} days of viewing rolled up: ${((Date.now() - rollupStarted) / 1000).toFixed(1)} s`);
  await connection.pool.query('vacuum analyze');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s into ${dataDir}`);
  const everyIndexUsed = await explainHotQueries(connection.pool);
  process.exitCode = everyIndexUsed ? 0 : 1;
} finally {
  await connection.close();
  await embedded.stop();
}

/**
 * Folds every finished day of viewing into the daily rollups and period windows, as the hourly job does; answers
 * how many days.
 */
async function rollUpViewing(database: DatabaseConnection): Promise<number> {
  const repository = createAnalyticsRepository(database.db);
  const today = viewingDay(new Date());
  let days = 0;
  for (let day = await repository.firstRawDay(); day && day < today; day = addDays(day, 1)) {
    const current = day;
    await database.db.transaction((tx) => repository.rollUpDay(current, tx));
    days += 1;
  }
  await database.db.transaction((tx) => repository.refreshWindows(Object.values(PERIOD_DAYS), tx));
  return days;
}

/** Runs each hot read once through its repository, capturing the SQL sent, and prints that query's plan. */
async function explainHotQueries(pool: pg.Pool): Promise<boolean> {
  const sent: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => sent.push({ query, params }) } });
  const member = (
    await pool.query<{ id: string }>(
      `select id from users where email = 'bench-member-${LARGE_NETWORK.members / 2}@bench.crewcast.example'`,
    )
  ).rows[0]?.id as string;
  const season = (await pool.query<{ id: number }>(`select max(season_id) as id from media`)).rows[0]
    ?.id as number;
  const content = createContentRepository(db);
  const reads: [string, () => Promise<unknown>][] = [
    ['browse page 50 (30 a page)', () => content.listLatestMedia(49 * 30, 30)],
    ['episodes of a season', () => content.listSeasonMedia(season)],
    ['search "studo" (a typo)', () => content.search('studo', 20)],
    ['a member by id', () => createUsersRepository(db).findById(member)],
    ["a member's history (continue watching)", () => createPlaybackRepository(db).listHistory(member, 20)],
    ["a member's points", () => createPointsService(db).get(member)],
    ["a member's points ledger", () => createPointsService(db).ledger(member, 50)],
  ];
  let allIndexed = true;
  const client = await pool.connect();
  try {
    for (const [name, read] of reads) {
      sent.length = 0;
      await read();
      for (const { query, params } of sent) {
        // A transaction's settings (the search's similarity threshold) shape its plan; its bounds do not.
        if (/^\s*set\b/i.test(query)) await client.query(query.replace(/^\s*set local\b/i, 'set'), params);
        if (!/^\s*(?:select|with)\b/i.test(query) || !/\bfrom\b/i.test(query)) continue;
        const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
        const scanned = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1] as string);
        const large = scanned.filter((table) => LARGE_TABLES.includes(table));
        const indexed = /Index (?:Only )?Scan/.test(plan) && large.length === 0;
        allIndexed &&= indexed;
        console.log(
          `\n## ${name}: ${indexed ? 'uses an index' : `NO INDEX (reads all of ${large.join(', ')})`}`,
        );
        console.log(plan);
      }
    }
  } finally {
    client.release();
  }
  return allIndexed;
}
