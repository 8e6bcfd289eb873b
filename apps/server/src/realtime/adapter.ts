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
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createShardedAdapter(pub, sub));
  return {
    pub,
    async close(): Promise<void> {
      await Promise.all([endConnection(pub), endConnection(sub)]);
    },
  };
}

/** Ends a connection: after its pending commands while Redis answers, at once while it does not. */
export async function endConnection(client: Redis): Promise<void> {
  if (client.status !== 'ready') return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}
