import { sql, type SQL } from 'drizzle-orm';

/**
 * A condition that always holds and lets the statement's own transaction commit without waiting for its WAL to
 * reach the disk (`synchronous_commit` off for that transaction only; the connection keeps its setting). For
 * frequent writes whose last fraction of a second a database crash may lose without harm, such as progress saves:
 * a save then holds its row for a statement's time instead of a disk flush's.
 */
export const commitWithoutWaiting = (): SQL<boolean> =>
  sql<boolean>`set_config('synchronous_commit', 'off', true) = 'off'`;
