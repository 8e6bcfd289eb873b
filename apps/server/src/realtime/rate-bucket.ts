/** A token bucket: `perSecond` requests a second on average, bursts of up to twice that. */
export function createRateBucket(perSecond: number, now: () => number = Date.now) {
  const capacity = perSecond * 2;
  let tokens = capacity;
  let last = now();
  return {
    take(): boolean {
      const current = now();
      tokens = Math.min(capacity, tokens + ((current - last) / 1000) * perSecond);
      last = current;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
