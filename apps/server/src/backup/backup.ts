import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { startEmbeddedPostgres } from '../db/embedded';

/** What a backup folder holds; written last, so a folder without it is an unfinished backup. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** `cluster`: a hot copy of the embedded PostgreSQL's files; `dump`: pg_dump of DATABASE_URL. */
  database: 'cluster' | 'dump';
  postgresVersion: string;
  /** Local media storage is in the backup; S3 media stays in its bucket (back that up with the provider's tools). */
  media: 'local' | 's3';
}

const MANIFEST = 'manifest.json';

// Folders whose contents PostgreSQL rebuilds at start, or that the backup takes separately (pg_wal).
const REBUILT_FOLDERS = new Set([
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_replslot',
  'pg_wal',
]);
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init', 'backup_label.old']);

/**
 * Copies a folder that may change while it is read: a file removed meanwhile is skipped. `skip` leaves out a
 * folder's contents (the folder itself is kept, empty).
 */
async function copyTree(from: string, to: string, skip: (relative: string) => boolean = () => false) {
  const visit = async (relative: string) => {
    await fs.mkdir(path.join(to, relative), { recursive: true, mode: 0o700 });
    if (relative && skip(relative)) return;
    const entries = await fs.readdir(path.join(from, relative), { withFileTypes: true }).catch((error) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) await visit(child);
      else if (entry.isFile() && !SKIPPED_FILES.has(entry.name) && !entry.name.startsWith('pgsql_tmp')) {
        await fs.copyFile(path.join(from, child), path.join(to, child)).catch((error) => {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        });
      }
    }
  };
  await visit('');
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new Error(`${command} could not be run (${error.message}); install the PostgreSQL client tools`),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors.trim()}`)),
    );
  });
}

/**
 * A hot copy of the embedded cluster with PostgreSQL's backup API: files copied between pg_backup_start and
 * pg_backup_stop, then the WAL written meanwhile (kept by a temporary replication slot), so starting the copy
 * replays to a consistent state. It works beside a running server and needs no client tools.
 */
async function copyEmbeddedCluster(
  dataDir: string,
  to: string,
  log: (line: string) => void,
): Promise<string> {
  const postgresDir = path.join(dataDir, 'postgres');
  if (!(await exists(path.join(postgresDir, 'cluster', 'PG_VERSION'))))
    throw new Error(`No database in ${postgresDir}: is DATA_DIR right?`);
  const embedded = await startEmbeddedPostgres(postgresDir, log);
  const client = new pg.Client({ connectionString: embedded.urlFor('postgres') });
  await client.connect();
  try {
    const clusterDir = path.join(postgresDir, 'cluster');
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [
      `crewcast_backup_${process.pid}`,
    ]);
    await client.query('select pg_backup_start($1, true)', ['crewcast backup']);
    await copyTree(clusterDir, path.join(to, 'cluster'), (relative) => REBUILT_FOLDERS.has(relative));
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string }>(
      'select labelfile, spcmapfile from pg_backup_stop(false)',
    );
    await fs.writeFile(path.join(to, 'cluster', 'backup_label'), rows[0]!.labelfile, { mode: 0o600 });
    if (rows[0]!.spcmapfile)
      await fs.writeFile(path.join(to, 'cluster', 'tablespace_map'), rows[0]!.spcmapfile, { mode: 0o600 });
    await copyTree(path.join(clusterDir, 'pg_wal'), path.join(to, 'cluster', 'pg_wal'));
    await fs.copyFile(path.join(postgresDir, 'password'), path.join(to, 'password'));
    const version = await client.query<{ server_version: string }>('show server_version');
    return version.rows[0]!.server_version;
  } finally {
    await client.end();
    await embedded.stop();
  }
}

async function dumpExternal(url: string, file: string): Promise<string> {
  await runTool(process.env.PG_DUMP_PATH ?? 'pg_dump', [
    '--format=custom',
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  } finally {
    await client.end();
  }
}

/**
 * Writes the database (first) and then the media storage and generated secrets to `destination`, a new
 * folder. Media files are written before the database names them and never change, so every file the
 * database refers to is in the copy.
 */
export async function createBackup(options: {
  config: Config;
  destination: string;
  log: (line: string) => void;
}): Promise<BackupManifest> {
  const { config, destination, log } = options;
  if ((await fs.readdir(destination).catch(() => [])).length > 0)
    throw new Error(`${destination} is not empty; name a new folder for the backup`);
  await fs.mkdir(destination, { recursive: true, mode: 0o700 });
  log('copying the database');
  const postgresVersion = config.DATABASE_URL
    ? await dumpExternal(config.DATABASE_URL, path.join(destination, 'database.dump'))
    : await copyEmbeddedCluster(config.DATA_DIR, path.join(destination, 'postgres'), log);
  const media = config.S3_BUCKET ? 's3' : 'local';
  if (media === 'local') {
    log('copying the media storage');
    await copyTree(path.join(config.DATA_DIR, 'storage'), path.join(destination, 'storage'));
  }
  await copyTree(path.join(config.DATA_DIR, 'secrets'), path.join(destination, 'secrets'));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.DATABASE_URL ? 'dump' : 'cluster',
    postgresVersion,
    media,
  };
  await fs.writeFile(path.join(destination, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await fs.chown(dir, uid, gid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(child, uid, gid);
    else await fs.chown(child, uid, gid);
  }
}

async function restoreCluster(source: string, dataDir: string, log: (line: string) => void): Promise<void> {
  const postgresDir = path.join(dataDir, 'postgres');
  await fs.mkdir(postgresDir, { recursive: true });
  // The cluster's roles keep the password they had; the server reads it from here.
  await fs.copyFile(path.join(source, 'postgres', 'password'), path.join(postgresDir, 'password'));
  // A fresh cluster first, so the folder gets the owner and modes PostgreSQL wants (its own user as root).
  const fresh = await startEmbeddedPostgres(postgresDir, log);
  await fresh.stop();
  const clusterDir = path.join(postgresDir, 'cluster');
  const { uid, gid } = await fs.stat(clusterDir);
  for (const entry of await fs.readdir(clusterDir))
    await fs.rm(path.join(clusterDir, entry), { recursive: true, force: true });
  await copyTree(path.join(source, 'postgres', 'cluster'), clusterDir);
  if (process.getuid?.() === 0) await chownTree(clusterDir, uid, gid);
  // Started once here, PostgreSQL replays the copied WAL; the count shows the restore is readable.
  const restored = await startEmbeddedPostgres(postgresDir, log);
  const client = new pg.Client({ connectionString: restored.urlFor('postgres') });
  try {
    await client.connect();
    await client.query('select count(*) from information_schema.tables');
  } finally {
    await client.end().catch(() => undefined);
    await restored.stop();
  }
}

async function restoreDump(source: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (Number(rows[0]!.count) > 0)
      throw new Error('The database at DATABASE_URL is not empty; restore into an empty one');
  } finally {
    await client.end();
  }
  await runTool(process.env.PG_RESTORE_PATH ?? 'pg_restore', [
    '--no-owner',
    '--exit-on-error',
    `--dbname=${url}`,
    path.join(source, 'database.dump'),
  ]);
}

/** Brings a backup back into an empty data directory (and, for a dump, an empty DATABASE_URL database). */
export async function restoreBackup(options: {
  config: Config;
  source: string;
  log: (line: string) => void;
}): Promise<BackupManifest> {
  const { config, source, log } = options;
  const manifest = await fs.readFile(path.join(source, MANIFEST), 'utf8').then(
    (text) => JSON.parse(text) as BackupManifest,
    () => {
      throw new Error(`${source} holds no ${MANIFEST}: it is not a finished backup`);
    },
  );
  const dataDir = config.DATA_DIR;
  for (const part of ['postgres', 'storage', 'secrets']) {
    if ((await fs.readdir(path.join(dataDir, part)).catch(() => [])).length > 0)
      throw new Error(`${path.join(dataDir, part)} is not empty; restore into an empty data directory`);
  }
  log('restoring the database');
  if (manifest.database === 'cluster') {
    if (config.DATABASE_URL)
      throw new Error(
        'This backup holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR',
      );
    await restoreCluster(source, dataDir, log);
  } else {
    if (!config.DATABASE_URL)
      throw new Error('This backup is a dump of DATABASE_URL: set DATABASE_URL to restore it');
    await restoreDump(source, config.DATABASE_URL);
  }
  if (manifest.media === 'local') {
    log('restoring the media storage');
    await copyTree(path.join(source, 'storage'), path.join(dataDir, 'storage'));
  }
  await copyTree(path.join(source, 'secrets'), path.join(dataDir, 'secrets'));
  return manifest;
}
