import { createShardedAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';

/**
 * Carries rooms between nodes through Redis 7's sharded pub/sub: a message to a room reaches that room's
 * sockets on every node. The publishing connection also serves the viewer counts.
 */
export async function connectAdapter(io: Server, url: string, log: { warn(obj: object, msg: string): void }) {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error) => log.warn({ err: error }, 'redis: realtime'));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createShardedAdapter(pub, sub));
  return {
    pub,
    async close(): Promise<void> {
      await Promise.all([pub.quit(), sub.quit()]);
    },
  };
}
