import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port';
import { tiedToThisProcess } from '../tied-process';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repositoryRoot, stdio: 'ignore', env });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Bundles the server as `npm run build` does (esbuild, about a second), so the tests run what ships. */
export async function buildServer(): Promise<void> {
  const code = await run('npm', ['run', 'build', '-w', 'apps/server']);
  if (code !== 0) throw new Error(`the server build exited with ${code}`);
}

export interface ServerSite {
  dataDir: string;
  port: number;
  url: string;
  env: NodeJS.ProcessEnv;
}

/** A throw-away data directory, port and environment for a real server process (embedded database). */
async function createSite(env: Record<string, string> = {}): Promise<ServerSite> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-site-'));
  const webDir = path.join(dataDir, 'web');
  await fs.mkdir(webDir);
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Crewcast</title>');
  const port = await freePort();
  return {
    dataDir,
    port,
    url: `http://127.0.0.1:${port}`,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIR: webDir,
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      ACCOUNT_RATE_LIMIT_MAX: '100000',
      DATABASE_URL: '',
      // No RTMP listener: several sites run at once, and none of these tests goes live.
      RTMP_PORT: '0',
      ...env,
    },
  };
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything the process has printed since it started. */
  output: () => string;
  /** The end of it, for failure messages. */
  outputTail: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts a command (by default the built server) for a site; its output is kept for failure messages. */
export function startProcess(
  site: ServerSite,
  command: string = process.execPath,
  args: string[] = ['--enable-source-maps', 'apps/server/dist/main.js'],
): RunningProcess {
  // Tied to the test's process, so a run killed outright leaves no server behind.
  const child = spawn(...tiedToThisProcess(command, args), {
    cwd: repositoryRoot,
    env: site.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, outputTail: () => output.slice(-20_000), exited };
}

/**
 * The sites a test file creates and the processes it starts on them; `cleanUp` (its afterAll, or afterEach where
 * each test makes its own site) stops them all and removes the sites' directories.
 */
export function testSites() {
  const sites: ServerSite[] = [];
  const started: RunningProcess[] = [];
  return {
    /** The processes started so far, the latest last. */
    started: started as readonly RunningProcess[],
    async create(env: Record<string, string> = {}): Promise<ServerSite> {
      const site = await createSite(env);
      sites.push(site);
      return site;
    },
    start(site: ServerSite, command?: string, args?: string[]): RunningProcess {
      const running = startProcess(site, command, args);
      started.push(running);
      return running;
    },
    async cleanUp(): Promise<void> {
      for (const site of sites.splice(0)) await cleanUpSite(site, started);
      started.length = 0;
    },
  };
}

/** Waits until `/readyz` answers 200, or fails with the process's output. */
export async function waitReady(
  site: ServerSite,
  running: RunningProcess,
  timeoutMs = 180_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (running.child.exitCode !== null) throw new Error(`the server exited: ${running.outputTail()}`);
    const ok = await fetch(`${site.url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms: ${running.outputTail()}`);
}

/** Ids of processes whose command line names `text` (a data directory), read from /proc. */
export async function processesMentioning(text: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await fs.readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.replaceAll('\0', ' ').includes(text)) pids.push(Number(entry));
  }
  return pids;
}

/** The postmaster pid of a site's embedded cluster, from its postmaster.pid (undefined when stopped). */
export async function postmasterPid(site: ServerSite): Promise<number | undefined> {
  const text = await fs
    .readFile(path.join(site.dataDir, 'postgres', 'cluster', 'postmaster.pid'), 'utf8')
    .catch(() => '');
  const pid = Number(text.split('\n')[0]);
  return pid || undefined;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/**
 * Stops whatever a test left running for a site: the processes it started (by their ids) and the database
 * cluster in its data directory. Then removes the directory.
 */
async function cleanUpSite(site: ServerSite, started: RunningProcess[]): Promise<void> {
  for (const running of started) {
    if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
  }
  const pid = await postmasterPid(site);
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    await waitFor(() => !isAlive(pid), 10_000);
  }
  await fs.rm(site.dataDir, { recursive: true, force: true });
}
