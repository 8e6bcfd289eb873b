import pg from 'pg';
import { sleep } from './http';

/**
 * Moves the clock for every trial: each trialing subscription's trial is made to have ended a moment ago, so the
 * biller's next round charges it, whenever the server happens to be killed. Written straight to the database,
 * which outlives each server process; a tick that finds the database restarting just waits for the next.
 */
export async function endTrialsWhile(databaseUrl: string, running: () => boolean): Promise<void> {
  while (running()) {
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      await client.query(
        `update subscriptions set current_period_end = now() - interval '1 second'
          where status = 'trialing' and current_period_end > now()`,
      );
    } catch {
      // The database is being taken over by the next server.
    } finally {
      await client.end().catch(() => undefined);
    }
    await sleep(1000);
  }
}
