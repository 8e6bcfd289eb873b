import type { DatabaseConnection } from './client';
import { migrateDatabase } from './client';
import { seedDatabase } from '../seed/seed';

// Any fixed number: nodes starting together take turns migrating and seeding.
const STARTUP_LOCK = 72_417_001;

/** Applies migrations and seeds, one node at a time. */
export async function prepareDatabase(
  connection: DatabaseConnection,
  options: { migrationsFolder: string; demo: boolean },
): Promise<{ demoSeeded: boolean }> {
  const client = await connection.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    await migrateDatabase(connection.db, options.migrationsFolder);
    return await seedDatabase(connection.db, { demo: options.demo });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    client.release();
  }
}
