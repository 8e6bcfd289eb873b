// Member reads (user info and the home rails) against a bare Fastify route doing one indexed primary-key SELECT on
// the same PostgreSQL, measured in one run, once without Accept-Encoding and once as a browser sends it. The member
// is registered for the run and given a long history: half way through each of the newest 500 episodes. Beside
// them, the write a watching member sends every 5 s (a progress save), against the same bare route.
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { registerMember } from './accounts';
import { BROWSER_ENCODINGS } from './content-cache';
import {
  measure,
  measurementCells,
  printFiguresTable,
  startProcess,
  type CrewcastServer,
  type Measurement,
} from './harness';

export const HISTORY_ROWS = 500;
/** Episodes per rail in the measured home rails. */
const RAIL_COUNT = 10;

interface MemberRequest {
  name: string;
  path: string;
  method?: 'PUT';
  body?: string;
  /** What the speed targets call the request, and the least share of the bare route's req/s they ask of it. */
  target?: { name: string; ratio: number };
}

/** The reads, and the write every watching member sends every 5 s (a progress save), on the newest episode. */
function memberRequests(mediaId: number): MemberRequest[] {
  return [
    { name: 'GET /v1/userinfo/query?select=email', path: '/v1/userinfo/query?select=email' },
    {
      name: 'GET /v1/userinfo/query?select=email,points,subscription',
      path: '/v1/userinfo/query?select=email,points,subscription',
      target: { name: 'user info (email, points, subscription)', ratio: 0.6 },
    },
    {
      name: 'GET /v7/recommendations/batch (home rails, long history)',
      path: `/v7/recommendations/batch?count=${RAIL_COUNT}&types=trending,new,continue-watching`,
      target: { name: 'home rails', ratio: 0.4 },
    },
    {
      name: 'PUT /v1/progress/{id} (a viewer saving progress)',
      path: `/v1/progress/${mediaId}`,
      method: 'PUT',
      body: JSON.stringify({ currentTime: 120, totalTime: 1200, durationWatched: 5 }),
      target: { name: 'progress saves', ratio: 0.4 },
    },
  ];
}

export type Network = 'demo' | 'large';

export interface MemberReadRow {
  request: MemberRequest;
  network: Network;
  /** Asked for as a browser does (`Accept-Encoding`), else plain. */
  compressed: boolean;
  crewcast: Measurement;
  bare: Measurement;
}

/**
 * A new member with a long viewing history, on the server's own database: half way through each of the newest
 * episodes, so every one of them is in progress and continue watching is full on any network (a third of the demo's
 * 12-second clips is short of the 5 seconds that make a video started). Answers the member's token and id.
 */
export async function memberWithHistory(baseUrl: string, pool: pg.Pool) {
  const suffix = `${Date.now()}`;
  const email = `bench-history-${suffix}@bench.crewcast.example`;
  const token = await registerMember(baseUrl, email, `BenchHistory${suffix.slice(-6)}`);
  const { rows } = await pool.query<{ id: string }>('select id from users where email = $1', [email]);
  const userId = rows[0]?.id as string;
  await pool.query(
    `insert into playback_progress (user_id, media_id, "current_time", total_time, duration_watched, updated_at)
       select $1, id, duration_seconds / 2, duration_seconds, duration_seconds / 2,
              now() - make_interval(mins => (row_number() over (order by published_at desc))::int)
       from media where ready and published_at is not null order by published_at desc limit ${HISTORY_ROWS}`,
    [userId],
  );
  const rail = await fetch(`${baseUrl}/v7/recommendations/continue-watching?count=${RAIL_COUNT}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { media } = (await rail.json()) as { media: unknown[] };
  if (media.length < RAIL_COUNT)
    throw new Error(
      `Continue watching holds ${media.length} of ${RAIL_COUNT} episodes: the rails would be measured short`,
    );
  return { token, userId };
}

export async function measureMemberReads(
  server: CrewcastServer,
  seconds: number,
  network: Network,
): Promise<MemberReadRow[]> {
  // Joins the embedded PostgreSQL the server runs (and leaves it running).
  const embedded = await startEmbeddedPostgres(path.join(server.dataDir, 'postgres'), () => undefined);
  const databaseUrl = embedded.urlFor('postgres');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { token, userId } = await memberWithHistory(server.url, pool);
    const { rows: newest } = await pool.query<{ id: number }>(
      'select id from media where ready and published_at is not null order by published_at desc limit 1',
    );
    const bareServer = await startProcess(['--import', 'tsx', 'bench/bare-server.ts'], '/bare', {
      BARE_DATABASE_URL: databaseUrl,
      BARE_USER_ID: userId,
    });
    try {
      const rows: MemberReadRow[] = [];
      // Every read with each encoding before the saves: a burst of thousands of saves leaves PostgreSQL vacuuming
      // and analyzing the table for about half a minute, which a read measured straight after would pay for.
      const requests = memberRequests(newest[0]?.id ?? 0);
      const runs = [false, true].flatMap((writes) =>
        [undefined, BROWSER_ENCODINGS].flatMap((encoding) =>
          requests
            .filter((request) => Boolean(request.method) === writes)
            .map((request) => ({ encoding, request })),
        ),
      );
      for (const { encoding, request } of runs) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const variant = ` (${network}), ${encoding ? `Accept-Encoding: ${encoding}` : 'no Accept-Encoding'}`;
        const { name, path: url, method, body } = request;
        // Measured just before each request, so a machine whose load moves compares like with like.
        const bare = await measure(
          `bare primary-key SELECT${variant}`,
          { url: `${bareServer.url}/pk`, headers },
          seconds,
        );
        const crewcast = await measure(
          `${name}${variant}`,
          {
            url: server.url + url,
            ...(method ? { method, body } : {}),
            headers: {
              ...headers,
              authorization: `Bearer ${token}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
          },
          seconds,
        );
        rows.push({ request, network, compressed: Boolean(encoding), crewcast, bare });
      }
      return rows;
    } finally {
      await bareServer.stop();
    }
  } finally {
    await pool.end();
  }
}

export function printMemberReadTable(rows: MemberReadRow[]): void {
  printFiguresTable(
    'member request | req/s | p50 ms | p99 ms | non-2xx | bare primary-key SELECT: req/s | p50 ms | p99 ms | ratio',
    rows.map(({ crewcast, bare }) => [
      ...measurementCells(crewcast),
      bare.requestsPerSecond,
      bare.p50Ms,
      bare.p99Ms,
      (crewcast.requestsPerSecond / bare.requestsPerSecond).toFixed(2),
    ]),
  );
}
