import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: repository methods accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

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
