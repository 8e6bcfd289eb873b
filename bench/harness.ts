import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../apps/server/src/free-port';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  /** The server's own process (node itself, not a wrapper), for reading its memory and CPU in /proc. */
  pid: number;
  stop(): Promise<void>;
}

/** Starts a server in its own process, so the load generator does not share its event loop. */
export async function startProcess(
  args: string[],
  readyPath: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForUrl(url + readyPath, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop };
}

/** The size of the network `npm run bench:seed` writes. */
export const LARGE_NETWORK = {
  shows: 300,
  episodes: 10_000,
  members: 100_000,
  progressRows: 1_000_000,
  ledgerEntries: 200_000,
  /** Members who subscribed (a subscription each) over the last `billingMonths`. */
  subscribers: 40_000,
  billingMonths: 14,
};

/** Where `npm run bench:seed` leaves the large network (BENCH_LARGE_DIR, else a folder in the temp directory). */
export function largeDataDir(): string {
  return path.resolve(process.env.BENCH_LARGE_DIR ?? path.join(os.tmpdir(), 'crewcast-bench-large'));
}

/**
 * The built server with the embedded database, on a throw-away data directory or on `dataDir` (kept when it
 * stops, as the large network is); `env` adds or overrides settings.
 */
export interface CrewcastServer extends RunningServer {
  /** Its data directory (the embedded PostgreSQL lives in its postgres folder). */
  dataDir: string;
}

export async function startCrewcast(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<CrewcastServer> {
  const dir = dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-bench-')));
  const server = await startProcess(['apps/server/dist/main.js'], '/readyz', {
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    ACCOUNT_RATE_LIMIT_MAX: '100000000',
    // Bot-protection tokens are made ahead of a run; a trivial proof of work keeps that quick.
    ALTCHA_MAX_NUMBER: '10',
    // No RTMP listener unless a bench asks for one on a port of its own.
    RTMP_PORT: '0',
    // A bench logs in once and holds its tokens for the whole run, which can outlast a 15-minute access token.
    ACCESS_TOKEN_TTL_SECONDS: String(24 * 60 * 60),
    ...env,
  });
  return {
    url: server.url,
    pid: server.pid,
    dataDir: dir,
    async stop() {
      await server.stop();
      if (!dataDir) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

export async function measure(
  name: string,
  target: string | autocannon.Options,
  seconds: number,
  { connections = 50, warmUp = true } = {},
): Promise<Measurement> {
  const options = typeof target === 'string' ? { url: target } : target;
  if (warmUp) await autocannon({ ...options, connections, duration: 1 });
  const result = await autocannon({ ...options, connections, duration: seconds });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * Prints a Markdown table after a blank line, headed by `header` (its cells joined with ' | '): the first column
 * names the row, the others hold figures.
 */
export function printFiguresTable(header: string, rows: readonly (readonly (string | number)[])[]): void {
  const columns = header.split(' | ').length;
  console.log(`\n| ${header} |`);
  console.log(`|---|${Array.from({ length: columns - 1 }, () => '---:').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/** A measurement's figures as table cells: its name, req/s, p50 and p99 latency and non-2xx answers. */
export function measurementCells({ name, requestsPerSecond, p50Ms, p99Ms, non2xx }: Measurement) {
  return [name, requestsPerSecond, p50Ms, p99Ms, non2xx];
}

export function printTable(rows: Measurement[], baseline: Measurement): void {
  printFiguresTable(
    'route | req/s | p50 ms | p99 ms | non-2xx | req/s vs baseline',
    rows.map((row) => [
      ...measurementCells(row),
      (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    ]),
  );
}

// The demo catalog transcodes in the background after a fresh start; measure once it has settled.
export async function waitForDemoCatalog(baseUrl: string, episodes = 10, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const latest = (await (await fetch(`${baseUrl}/channels/v14/latest?limit=100`)).json()) as unknown[];
    if (latest.length >= episodes) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the demo catalog did not finish transcoding');
}
