import type { Redis } from 'ioredis';
import { createRedisOutage, type OutageLog } from '../redis-outage';

/**
 * The realtime limits' choice between Redis, shared by every node, and this node's own count: Redis while it is
 * connected and answers, this node otherwise (at once while the connection is down, rather than waiting on its
 * retries), and always without Redis.
 */
export function createRedisFallback(redis: Redis | undefined, log: OutageLog) {
  const outage = createRedisOutage('realtime limits', log);
  return {
    async run<T>(shared: (redis: Redis) => Promise<T>, local: () => T): Promise<T> {
      if (!redis) return local();
      if (redis.status !== 'ready') {
        outage.failed(new Error(`the Redis connection is ${redis.status}`));
        return local();
      }
      try {
        const result = await shared(redis);
        outage.answered();
        return result;
      } catch (error) {
        outage.failed(error);
        return local();
      }
    },
  };
}

export type RedisFallback = ReturnType<typeof createRedisFallback>;
