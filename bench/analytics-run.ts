// `npm run bench:analytics`: the analytics reports of `bench/analytics.ts` alone, on the large network of
// `npm run bench:seed` (needs the built server, npm run build). BENCH_SECONDS sets each measurement's length
// (default 10).
import fs from 'node:fs';
import path from 'node:path';
import { measureAnalytics, printAnalyticsTable } from './analytics';
import { largeDataDir, repoRoot, startCrewcast } from './harness';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!fs.existsSync(path.join(repoRoot, 'apps/server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
if (!fs.existsSync(largeDataDir())) {
  console.error('Seed the large network first: npm run bench:seed');
  process.exit(1);
}
const large = await startCrewcast({ DEMO: 'false', REGISTRATIONS_PER_HOUR: '1000' }, largeDataDir());
try {
  printAnalyticsTable(await measureAnalytics(large, seconds, ' (large)'));
} finally {
  await large.stop();
}
