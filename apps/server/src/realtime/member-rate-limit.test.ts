import { describe, expect, it } from 'vitest';
import { createMemberRateLimit } from './member-rate-limit';

describe('member rate limit (one node)', () => {
  it('allows each member the rate in every second, counted apart from other members', async () => {
    let now = 10_000;
    const limit = createMemberRateLimit({ perSecond: 5, now: () => now });
    const takes = (userId: string, times: number) =>
      Promise.all(Array.from({ length: times }, () => limit.take(userId)));
    expect((await takes('a', 7)).filter(Boolean)).toHaveLength(5);
    expect((await takes('b', 3)).filter(Boolean)).toHaveLength(3);
    now += 1000;
    expect((await takes('a', 6)).filter(Boolean)).toHaveLength(5);
  });
});
