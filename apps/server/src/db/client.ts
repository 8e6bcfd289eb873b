import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: repository methods accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Work a transaction leaves for after it has committed (mail, metrics, announcements), run in order. */
export type AfterCommit = Array<() => Promise<void>>;

/** Runs what a committed transaction left; a task that fails is reported, and the change it followed stands. */
export async function runAfterCommit(tasks: AfterCommit, report: (error: unknown) => void): Promise<void> {
  for (const task of tasks) await task().catch(report);
}

export interface DatabaseConnection {
  db: Database;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

export function connectDatabase(
  url: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = () => undefined,
): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (restart, failover) must not crash the process; the pool replaces it.
  pool.on('error', onIdleError);
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}

export async function migrateDatabase(db: Database, migrationsFolder: string): Promise<void> {
  await migrate(db, { migrationsFolder });
}
