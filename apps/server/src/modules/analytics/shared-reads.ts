/**
 * Reads asked for again while the same read is under way share it: the later callers wait for the first one's
 * answer rather than running the same queries beside it. Nothing is kept once a read settles, so a read never
 * answers a caller that asked after it ended.
 */
export function createSharedReads<T>() {
  const underWay = new Map<string, Promise<T>>();
  return function shared(key: string, read: () => Promise<T>): Promise<T> {
    const current = underWay.get(key);
    if (current) return current;
    const started = read().finally(() => underWay.delete(key));
    underWay.set(key, started);
    return started;
  };
}
