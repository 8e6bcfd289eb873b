import type pg from 'pg';

/**
 * Runs `task` while this node holds the advisory lock `name` on a connection of its own (so a node that dies lets
 * it go with its connection); answers `{ ran: false }` at once, without running it, when another holds the lock.
 */
export async function whileHoldingLock<T>(
  pool: pg.Pool,
  name: string,
  task: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const client = await pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as locked',
      [name],
    );
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, value: await task() };
    } finally {
      // A connection that cannot unlock is closed rather than reused, which lets the lock go too.
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => (broken = true));
    }
  } finally {
    client.release(broken);
  }
}
