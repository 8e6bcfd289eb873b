/**
 * Reads asked for again while the same read is under way share it: the later callers wait for the first one's
 * answer rather than running the same queries beside it. Nothing is kept once a read settles, so a read never
 * answers a caller that asked after it ended; `clear()` forgets the reads under way (after a change, the next
 * caller reads afresh).
 */
export function createSharedReads<T>() {
  const underWay = new Map<string, Promise<T>>();
  function shared(key: string, read: () => Promise<T>): Promise<T> {
    const current = underWay.get(key);
    if (current) return current;
    const started = read().finally(() => {
      // A read forgotten by clear() leaves the key to the one started after it.
      if (underWay.get(key) === started) underWay.delete(key);
    });
    underWay.set(key, started);
    return started;
  }
  return Object.assign(shared, { clear: () => underWay.clear() });
}
