// The console's analytics at the large size: each viewing report over 90 days through HTTP (an Official account,
// 10 connections), and its queries timed in this process twice on the same database, once as the server runs
// them (daily rollups up to the last rolled day, raw rows after) and once on the raw viewing rows alone; then the
// live and community reports over 90 days and the members report over 12 months through HTTP, after the members
// rollup has stored the finished months (as its hourly job does).
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import * as schema from '../apps/server/src/db/schema';
import {
  createAnalyticsRepository,
  type DayRange,
  type ViewingScope,
} from '../apps/server/src/modules/analytics/analytics.repository';
import { periodRange } from '../apps/server/src/modules/analytics/analytics.service';
import { createMembersAnalyticsRepository } from '../apps/server/src/modules/analytics/analytics-members.repository';
import { createMembersAnalyticsService } from '../apps/server/src/modules/analytics/analytics-members.service';
import { loginDemoMember, registerMember } from './accounts';
import {
  measure,
  measurementCells,
  printFiguresTable,
  type CrewcastServer,
  type Measurement,
} from './harness';

// The raw-row side takes seconds a run at the large size: a few runs give its p50 and worst.
const QUERY_RUNS = 5;

export interface AnalyticsRow {
  http: Measurement;
  /** The viewing reports' queries, timed on the rollups and on the raw rows. */
  queries?: { rollups: { p50Ms: number; slowestMs: number }; raw: { p50Ms: number; slowestMs: number } };
}

/** An Official account on the server, signed in; answers its access token. */
export async function officialToken(baseUrl: string, pool: pg.Pool): Promise<string> {
  const suffix = `${Date.now()}`;
  const email = `bench-official-${suffix}@bench.crewcast.example`;
  await registerMember(baseUrl, email, `BenchOfficial${suffix.slice(-6)}`);
  await pool.query('update users set account_type = 2 where email = $1', [email]);
  return (await loginDemoMember(baseUrl, { email, password: 'bench-password-1234' })).token as string;
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;

/** Runs a report's queries (as the service does, side by side) QUERY_RUNS times; answers the median and slowest. */
async function timeReport(
  repository: ReturnType<typeof createAnalyticsRepository>,
  scope: ViewingScope,
  range: DayRange,
  rolledUpTo: string | null,
) {
  const times: number[] = [];
  for (let run = 0; run < QUERY_RUNS; run += 1) {
    const started = performance.now();
    await Promise.all([
      repository.figures(scope, range, rolledUpTo),
      repository.viewers(scope, range, rolledUpTo),
    ]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: tenths(times[Math.floor(times.length / 2)]!), slowestMs: tenths(times.at(-1)!) };
}

export async function measureAnalytics(
  server: CrewcastServer,
  seconds: number,
  label = '',
): Promise<AnalyticsRow[]> {
  const embedded = await startEmbeddedPostgres(path.join(server.dataDir, 'postgres'), () => undefined);
  const pool = new pg.Pool({ connectionString: embedded.urlFor('postgres'), max: 7 });
  try {
    const token = await officialToken(server.url, pool);
    const { rows } = await pool.query<{ media_id: number; show_id: number }>(
      'select media_id, show_id from viewing_daily group by media_id, show_id order by sum(views) desc limit 1',
    );
    const busiest = rows[0];
    if (!busiest) throw new Error('no viewing rollups: run npm run bench:seed again');
    const repository = createAnalyticsRepository(drizzle(pool, { schema }));
    const rolledUpTo = await repository.watermark();
    const range = periodRange('90d', new Date());
    const reports: [string, string, ViewingScope][] = [
      ['network', '/v1/admin/analytics/viewing?period=90d', { kind: 'network' }],
      [
        'busiest show',
        `/v1/admin/analytics/viewing/shows/${busiest.show_id}?period=90d`,
        { kind: 'show', showId: busiest.show_id },
      ],
      [
        'busiest episode',
        `/v1/admin/analytics/viewing/episodes/${busiest.media_id}?period=90d`,
        { kind: 'episode', mediaId: busiest.media_id },
      ],
    ];
    const results: AnalyticsRow[] = [];
    for (const [name, url, scope] of reports) {
      const http = await measure(
        `GET ${url.replace(/\d+\?/, '{id}?')} (${name})${label}`,
        { url: server.url + url, headers: { authorization: `Bearer ${token}` } },
        seconds,
        { connections: 10 },
      );
      results.push({
        http,
        queries: {
          rollups: await timeReport(repository, scope, range, rolledUpTo),
          raw: await timeReport(repository, scope, range, null),
        },
      });
    }
    await createMembersAnalyticsService({
      repository: createMembersAnalyticsRepository(drizzle(pool, { schema })),
      pool,
      clock: () => new Date(),
    }).rollUp();
    for (const url of [
      '/v1/admin/analytics/live?period=90d',
      '/v1/admin/analytics/community?period=90d',
      '/v1/admin/analytics/members?period=12m',
    ]) {
      results.push({
        http: await measure(
          `GET ${url}${label}`,
          { url: server.url + url, headers: { authorization: `Bearer ${token}` } },
          seconds,
          { connections: 10 },
        ),
      });
    }
    return results;
  } finally {
    await pool.end();
  }
}

export function printAnalyticsTable(rows: AnalyticsRow[]): void {
  printFiguresTable(
    'analytics report (90 days, members 12 months) | req/s | p50 ms | p99 ms | non-2xx | its queries on rollups: p50 ms | slowest ms | the same on raw rows: p50 ms | slowest ms',
    rows.map(({ http, queries }) => [
      ...measurementCells(http),
      ...(queries
        ? [queries.rollups.p50Ms, queries.rollups.slowestMs, queries.raw.p50Ms, queries.raw.slowestMs]
        : ['–', '–', '–', '–']),
    ]),
  );
}
