import { createFixedWindowCounter } from '../fixed-window-counter';
import type { RedisFallback } from './redis-fallback';

const KEY = (userId: string, second: number) => `crewcast:realtime-rate:${userId}:${second}`;

/**
 * How many realtime requests a member may make: `perSecond` in each second, counted over all of the member's
 * connections. With Redis the count is shared by every node; alone, or while Redis is unreachable, this node
 * keeps it.
 */
export function createMemberRateLimit(options: {
  perSecond: number;
  redis: RedisFallback;
  now?: () => number;
}) {
  const { perSecond, redis, now = Date.now } = options;
  const local = createFixedWindowCounter({ now });

  return {
    /** Counts one request of the member; false when it is past the limit. */
    async take(userId: string): Promise<boolean> {
      const key = KEY(userId, Math.floor(now() / 1000));
      const count = await redis.run(
        async (client) => {
          const result = await client.multi().incr(key).expire(key, 2).exec();
          const [error, value] = result?.[0] ?? [new Error('the count was not taken')];
          if (error) throw error;
          return Number(value);
        },
        () => local.hit(userId, 1000).count,
      );
      return count <= perSecond;
    },
  };
}

export type MemberRateLimit = ReturnType<typeof createMemberRateLimit>;
