import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DomainEvents, EventBus } from './events';

const CHANNEL = 'crewcast_site_changed';
const RECONNECT_MS = 1000;

/**
 * Hands each `site.changed` of this node to every other node on the same PostgreSQL (LISTEN/NOTIFY), which announce
 * it as their own, so they render the remote config, theme, strings or FAQ afresh at once rather than when their
 * cached read expires. A lost listening connection is opened again; until then the expiry still holds.
 */
export async function relaySiteChanges({
  databaseUrl,
  pool,
  events,
  log,
}: {
  databaseUrl: string;
  pool: pg.Pool;
  events: EventBus;
  log: { warn(obj: object, msg: string): void };
}): Promise<{ close(): Promise<void> }> {
  const node = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;

  async function listen(): Promise<void> {
    const listener = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'crewcast-site-changes',
    });
    listener.on('notification', (message) => {
      const change = JSON.parse(message.payload ?? '{}') as Partial<DomainEvents['site.changed']> & {
        node?: string;
      };
      if (change.node === node || !change.part) return;
      events.emit('site.changed', { part: change.part, relayed: true });
    });
    listener.on('error', (error) => {
      log.warn({ err: error }, 'the site change listener lost its connection');
      void listener.end().catch(() => undefined);
      if (client === listener) client = undefined;
      if (!closed) setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS).unref();
    });
    await listener.connect();
    await listener.query(`listen ${CHANNEL}`);
    client = listener;
  }

  await listen();
  const stop = events.on('site.changed', async ({ part, relayed }) => {
    if (!relayed) await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ node, part })]);
  });
  return {
    async close() {
      closed = true;
      stop();
      await client?.end();
    },
  };
}
