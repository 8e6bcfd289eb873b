/** How many of the most-watched media each ranking keeps: more than any request asks for (count up to 100, x3). */
export const RANKED_MEDIA = 300;
export const TRENDING_DAYS = 7;
const DAY_MS = 86_400_000;

export interface WatchRankings {
  /** Most watched over the last TRENDING_DAYS, then of all time. */
  trending: number[];
  allTime: number[];
}

/**
 * What members watch most does not depend on who asks: it is ranked on this node at most once per `refreshMs`
 * (an aggregate over every progress row) and served from memory. After that the last ranking is still answered
 * while the next is made, so no request waits for it again.
 */
export function createWatchRankings(
  mostWatched: (limit: number, since?: Date) => Promise<number[]>,
  refreshMs: number,
  now: () => number = Date.now,
) {
  let current: { madeAt: number; rankings: Promise<WatchRankings> } | undefined;
  let refreshing = false;

  async function rank(): Promise<WatchRankings> {
    const since = new Date(now() - TRENDING_DAYS * DAY_MS);
    const [trending, allTime] = await Promise.all([
      mostWatched(RANKED_MEDIA, since),
      mostWatched(RANKED_MEDIA),
    ]);
    return { trending, allTime };
  }

  function refresh(): void {
    refreshing = true;
    const madeAt = now();
    const rankings = rank();
    rankings
      .then(() => (current = { madeAt, rankings }))
      .catch(() => undefined)
      .finally(() => (refreshing = false));
  }

  return {
    get(): Promise<WatchRankings> {
      if (!current) {
        const rankings = rank();
        current = { madeAt: now(), rankings };
        rankings.catch(() => (current = undefined));
        return rankings;
      }
      if (!refreshing && now() - current.madeAt >= refreshMs) refresh();
      return current.rankings;
    },
  };
}

export type WatchRankingsService = ReturnType<typeof createWatchRankings>;
