/**
 * Counts hits per key in fixed windows, in this process's memory: a key's window opens with its first hit and its
 * count starts again once the window has passed. Passed windows are dropped as the counter goes, and past
 * `maxKeys` the oldest window is dropped first, so the memory it holds stays bounded.
 */
export function createFixedWindowCounter(options: { now?: () => number; maxKeys?: number } = {}) {
  const { now = Date.now, maxKeys = 10_000 } = options;
  // In the order the windows opened: a window that opens again moves to the end.
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweepAt = 0;

  function sweep(at: number, windowMs: number): void {
    if (at < sweepAt) return;
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    sweepAt = at + windowMs;
  }

  return {
    /** Counts one hit of `key`: the hits in its window so far, this one included, and the time the window has left. */
    hit(key: string, windowMs: number): { count: number; remainingMs: number } {
      const at = now();
      sweep(at, windowMs);
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        windows.delete(key);
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
        const oldest = windows.keys().next().value;
        if (windows.size > maxKeys && oldest !== undefined) windows.delete(oldest);
      }
      window.count += 1;
      return { count: window.count, remainingMs: window.endsAt - at };
    },
  };
}

export type FixedWindowCounter = ReturnType<typeof createFixedWindowCounter>;
