import type { Redis } from 'ioredis';

const KEY = (userId: string, second: number) => `crewcast:realtime-rate:${userId}:${second}`;

/**
 * How many realtime requests a member may make: `perSecond` in each clock second, counted over all of the
 * member's connections. With Redis the count is shared by every node; alone, this node keeps it.
 */
export function createMemberRateLimit(options: { perSecond: number; redis?: Redis; now?: () => number }) {
  const { perSecond, redis, now = Date.now } = options;
  let countedSecond = 0;
  const counts = new Map<string, number>();

  async function countRedis(userId: string, second: number): Promise<number> {
    const key = KEY(userId, second);
    const result = await redis!.multi().incr(key).expire(key, 2).exec();
    return Number(result?.[0]?.[1] ?? 0);
  }

  function countHere(userId: string, second: number): number {
    // Only the current second matters: counts of earlier ones are dropped as a whole.
    if (second !== countedSecond) {
      counts.clear();
      countedSecond = second;
    }
    const count = (counts.get(userId) ?? 0) + 1;
    counts.set(userId, count);
    return count;
  }

  return {
    /** Counts one request of the member; false when it is past the limit. */
    async take(userId: string): Promise<boolean> {
      const second = Math.floor(now() / 1000);
      const count = redis ? await countRedis(userId, second) : countHere(userId, second);
      return count <= perSecond;
    },
  };
}

export type MemberRateLimit = ReturnType<typeof createMemberRateLimit>;
