// `npm run bench`: API throughput of Crewcast routes as ratios to a bare Fastify route, measured in the same run.
// Needs the built server (npm run build). BENCH_SECONDS sets each measurement's length (default 10). Content-cache
// reads are measured against a bare route sending the same bytes, member reads against a bare route doing one
// primary-key SELECT on the same PostgreSQL, at demo size and, once `npm run bench:seed` has written it, at the
// large size. BENCH_ONLY (comma-separated: routes, content-cache, member-reads, analytics, fan-out, greenlight,
// argon2) runs only those sections; the large network's are skipped when none of its sections is named. It ends
// with one table of the figures the speed targets name, each against its baseline and target (`targets.ts`).
import fs from 'node:fs';
import path from 'node:path';
import { loginRequests, measureHashes } from './accounts';
import { measureAnalytics, printAnalyticsTable, type AnalyticsRow } from './analytics';
import { measureContentCache, printContentCacheTable } from './content-cache';
import {
  inconsistencies,
  MEMBERS,
  measureContributions,
  POINTS_EACH,
  type ContributionFigures,
} from './greenlight';
import { measureMemberReads, printMemberReadTable } from './member-reads';
import { measureFanOut, printFanOutTable, type FanOutResult } from './notifications';
import { printTargetsTable } from './targets';
import {
  largeDataDir,
  measure,
  printTable,
  repoRoot,
  startCrewcast,
  startProcess,
  waitForDemoCatalog,
} from './harness';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const runs = (section: string) => !only || only.includes(section);
if (!fs.existsSync(path.join(repoRoot, 'apps/server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const bare = await startProcess(['--import', 'tsx', 'bench/bare-server.ts'], '/bare');
const crewcast = await startCrewcast({ REGISTRATIONS_PER_HOUR: '1000' }).catch(async (error) => {
  await bare.stop();
  throw error;
});
try {
  await waitForDemoCatalog(crewcast.url);
  if (runs('routes')) {
    const baseline = await measure('bare Fastify GET /bare (baseline)', `${bare.url}/bare`, seconds);
    const rows = [
      baseline,
      await measure('GET /v1/remoteconfig', `${crewcast.url}/v1/remoteconfig`, seconds),
      await measure('GET /v1/localisation/4', `${crewcast.url}/v1/localisation/4`, seconds),
      await measure('GET /channels/v14 (catalog)', `${crewcast.url}/channels/v14?hero=true`, seconds),
      await measure(
        'GET /channels/v14/latest (browse page)',
        `${crewcast.url}/channels/v14/latest?limit=30`,
        seconds,
      ),
      await measure(
        'POST /v2/account/login (argon2id verify)',
        await loginRequests(crewcast.url, seconds * 150),
        seconds,
        {
          connections: 8,
          warmUp: false,
        },
      ),
    ];
    printTable(rows, baseline);
  }
  const contentCache = runs('content-cache')
    ? await measureContentCache(crewcast.url, seconds, ' (demo)')
    : [];
  const memberReads = runs('member-reads') ? await measureMemberReads(crewcast, seconds, 'demo') : [];
  const analytics: AnalyticsRow[] = [];
  let fanOut: FanOutResult | undefined;
  // The large network of `npm run bench:seed`, when it has been written, on a server of its own.
  const largeSections = ['content-cache', 'member-reads', 'analytics', 'fan-out'];
  if (fs.existsSync(largeDataDir()) && largeSections.some(runs)) {
    const large = await startCrewcast({ DEMO: 'false', REGISTRATIONS_PER_HOUR: '1000' }, largeDataDir());
    try {
      if (runs('content-cache'))
        contentCache.push(...(await measureContentCache(large.url, seconds, ' (large)')));
      if (runs('member-reads')) memberReads.push(...(await measureMemberReads(large, seconds, 'large')));
      if (runs('analytics')) analytics.push(...(await measureAnalytics(large, seconds, ' (large)')));
      // Last on the large network: its mail is still being sent when it ends.
      if (runs('fan-out')) fanOut = await measureFanOut(large);
    } finally {
      await large.stop();
    }
  }
  if (contentCache.length > 0) printContentCacheTable(contentCache);
  if (memberReads.length > 0) printMemberReadTable(memberReads);
  if (analytics.length > 0) printAnalyticsTable(analytics);
  if (fanOut) printFanOutTable(fanOut);
  let contributions: ContributionFigures | undefined;
  if (runs('greenlight')) {
    contributions = await measureContributions(crewcast.url, seconds);
    console.log(
      `\nGreenlight contributions (${MEMBERS} members with ${POINTS_EACH.toLocaleString('en')} points each, embedded database): ${contributions.perSecond} contributions/s, p99 ${contributions.p99Ms} ms, ${contributions.accepted} accepted, ${contributions.refused} refused with an Amount error, ${inconsistencies(contributions)} inconsistencies (${contributions.unexpectedAnswers} other answers, ${contributions.brokenRules} broken rules)`,
    );
  }
  if (runs('argon2')) {
    const hashes = await measureHashes(40);
    console.log(
      `\nargon2id (19 MiB, t=2, p=1): ${hashes.sequentialPerSecond} hashes/s one at a time, ${hashes.parallelPerSecond} hashes/s in parallel`,
    );
  }
  printTargetsTable(contentCache, memberReads, contributions);
} finally {
  await Promise.all([bare.stop(), crewcast.stop()]);
}
