import { createShardedAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';

/**
 * Carries rooms between nodes through Redis 7's sharded pub/sub: a message to a room reaches that room's
 * sockets on every node. The publishing connection also serves the viewer counts.
 */
export async function connectAdapter(io: Server, url: string, log: { warn(obj: object, msg: string): void }) {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // Subscriptions wait for Redis however long it is away (ioredis subscribes again once it is back): one made or
  // dropped as a room opens or empties must not fail while every other part counts on this node alone.
  const sub = pub.duplicate({ maxRetriesPerRequest: null });
  for (const client of [pub, sub]) client.on('error', (error) => log.warn({ err: error }, 'redis: realtime'));
  handleSubscriptionFailures(sub, log);
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createShardedAdapter(pub, sub));
  return {
    pub,
    async close(): Promise<void> {
      await Promise.all([endConnection(pub), endConnection(sub)]);
    },
  };
}

/**
 * The adapter neither waits for nor handles its (un)subscriptions. One still queued for an absent Redis when the node
 * stops is failed by the client: it is logged here rather than left an unhandled rejection, which ends the process.
 */
function handleSubscriptionFailures(client: Redis, log: { warn(obj: object, msg: string): void }): void {
  for (const name of ['ssubscribe', 'sunsubscribe'] as const) {
    const send = client[name].bind(client) as (...channels: string[]) => Promise<unknown>;
    const sendHandled = (...channels: string[]) => {
      const reply = send(...channels);
      reply.catch((error: unknown) => log.warn({ err: error, channels }, `redis: realtime ${name} failed`));
      return reply;
    };
    Object.assign(client, { [name]: sendHandled });
  }
}

/** Ends a connection: after its pending commands while Redis answers, at once while it does not. */
export async function endConnection(client: Redis): Promise<void> {
  if (client.status !== 'ready') return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}
