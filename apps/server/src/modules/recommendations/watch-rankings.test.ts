import { describe, expect, it } from 'vitest';
import { RANKED_MEDIA, TRENDING_DAYS, createWatchRankings } from './watch-rankings';

function rankingsOver(lists: number[][], refreshMs = 60_000) {
  let time = 1_000_000_000_000;
  const asked: { limit: number; since?: Date }[] = [];
  const waiting: (() => void)[] = [];
  let held = false;
  const rankings = createWatchRankings(
    async (limit, since) => {
      asked.push({ limit, since });
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      return lists[Math.floor((asked.length - 1) / 2)] ?? [];
    },
    refreshMs,
    () => time,
  );
  return {
    rankings,
    asked,
    pass: (ms: number) => (time += ms),
    hold: () => (held = true),
    release: () => {
      held = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
    now: () => time,
  };
}

describe('watch rankings', () => {
  it('ranks once for every request until the refresh interval has passed', async () => {
    const { rankings, asked, now } = rankingsOver([[3, 1, 2]]);
    const [first, second] = await Promise.all([rankings.get(), rankings.get()]);
    await rankings.get();
    expect(first).toEqual({ trending: [3, 1, 2], allTime: [3, 1, 2] });
    expect(second).toBe(first);
    expect(asked).toEqual([
      { limit: RANKED_MEDIA, since: new Date(now() - TRENDING_DAYS * 86_400_000) },
      { limit: RANKED_MEDIA, since: undefined },
    ]);
  });

  it('answers the last ranking while the next one is made, then the new one', async () => {
    const clock = rankingsOver([[1], [2]], 1000);
    const { rankings, asked } = clock;
    expect((await rankings.get()).allTime).toEqual([1]);
    clock.pass(1000);
    clock.hold();
    expect((await rankings.get()).allTime).toEqual([1]);
    expect((await rankings.get()).allTime).toEqual([1]);
    expect(asked).toHaveLength(4);
    clock.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await rankings.get()).allTime).toEqual([2]);
    expect(asked).toHaveLength(4);
  });

  it('tries again on the next request when the first ranking fails', async () => {
    let fail = true;
    const rankings = createWatchRankings(async () => {
      if (fail) throw new Error('database gone');
      return [7];
    }, 60_000);
    await expect(rankings.get()).rejects.toThrow('database gone');
    fail = false;
    expect(await rankings.get()).toEqual({ trending: [7], allTime: [7] });
  });
});
