// `npm run bench:seed`: a large network for benchmarks only (never the demo), in a throw-away data directory the
// bench harness starts the built server on: 10,000 episodes in 300 shows, 100,000 members, 1,000,000 progress rows,
// 200,000 points ledger entries and a raw viewing row per progress row (then rolled up by day), written by
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
];

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

/** Folds every finished day of viewing into the daily rollups and episode windows, as the hourly job does; answers how many days. */
async function rollUpViewing(database: DatabaseConnection): Promise<number> {
  const repository = createAnalyticsRepository(database.db);
  const today = viewingDay(new Date());
  let days = 0;
  for (let day = await repository.firstRawDay(); day && day < today; day = addDays(day, 1)) {
    const current = day;
    await database.db.transaction((tx) => repository.rollUpDay(current, tx));
    days += 1;
  }
  await database.db.transaction((tx) => repository.refreshEpisodeWindows(Object.values(PERIOD_DAYS), tx));
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
