// `npm run profile`: a flame graph (0x) of the built server answering the member reads under load. The server runs
// under 0x on the large network of `npm run bench:seed` when it has been written (else a fresh demo network), a
// member with a long history is registered, each route of PROFILE_ROUTES (default: both member reads below) takes
// PROFILE_SECONDS (default 15) of 50 connections, and the flame graph lands in PROFILE_DIR (default
// bench/profiles/<time>), its flamegraph.html to open in a browser.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/server/src/free-port';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { largeDataDir, measure, repoRoot, waitForDemoCatalog } from './harness';
import { memberWithHistory } from './member-reads';

const routes = (
  process.env.PROFILE_ROUTES ??
  '/v1/userinfo/query?select=email,points,subscription,/v7/recommendations/batch?count=10&types=trending,new,continue-watching'
)
  .split(/,(?=\/)/)
  .filter(Boolean);
const seconds = Number(process.env.PROFILE_SECONDS ?? 15);
const outputDir = path.resolve(
  process.env.PROFILE_DIR ??
    path.join(repoRoot, 'bench/profiles', new Date().toISOString().replace(/:/g, '-')),
);
if (!fs.existsSync(path.join(repoRoot, 'apps/server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const large = fs.existsSync(largeDataDir());
const dataDir = large ? largeDataDir() : fs.mkdtempSync(path.join(os.tmpdir(), 'crewcast-profile-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(
  path.join(repoRoot, 'node_modules/.bin/0x'),
  ['--output-dir', outputDir, '--', process.execPath, 'apps/server/dist/main.js'],
  {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: large ? 'false' : 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      ACCOUNT_RATE_LIMIT_MAX: '100000000',
      REGISTRATIONS_PER_HOUR: '1000',
      ALTCHA_MAX_NUMBER: '10',
      RTMP_PORT: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
try {
  const until = Date.now() + 120_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (Date.now() > until || server.exitCode !== null) throw new Error('the server did not start under 0x');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!large) await waitForDemoCatalog(url);
  const embedded = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), () => undefined);
  const pool = new pg.Pool({ connectionString: embedded.urlFor('postgres'), max: 1 });
  const { token } = await memberWithHistory(url, pool).finally(() => pool.end());
  for (const route of routes) {
    const result = await measure(
      route,
      { url: url + route, headers: { authorization: `Bearer ${token}` } },
      seconds,
    );
    console.log(
      `${route}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
    );
  }
} finally {
  // 0x writes the flame graph once the profiled process has ended.
  server.kill('SIGINT');
  await exited;
  if (!large) fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Flame graph: ${path.join(outputDir, 'flamegraph.html')}`);
