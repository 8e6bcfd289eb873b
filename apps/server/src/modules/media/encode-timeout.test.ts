import { describe, expect, it } from 'vitest';
import { encodeTimeoutMs, TRANSCODE_EXPIRY_SECONDS } from './transcode';

describe('how long an encode may run', () => {
  it('grows with the video, and stays within 20 hours (and a timer’s range) whatever length a file claims', () => {
    expect(encodeTimeoutMs(60)).toBe(10 * 60_000 + 60 * 10_000);
    const cap = 20 * 60 * 60_000;
    // A hostile file claiming 100 hours would otherwise pass setTimeout's 2^31 ms limit, which fires at once.
    for (const claimed of [100 * 3600, 1e9, Number.MAX_SAFE_INTEGER]) {
      expect(encodeTimeoutMs(claimed)).toBe(cap);
    }
  });

  it('ends well before the queue would take the transcode job back, and that within pg-boss’s one-day limit', () => {
    const longestEncodeSeconds = encodeTimeoutMs(Number.MAX_SAFE_INTEGER) / 1000;
    expect(TRANSCODE_EXPIRY_SECONDS).toBeGreaterThanOrEqual(longestEncodeSeconds + 30 * 60);
    expect(TRANSCODE_EXPIRY_SECONDS).toBeLessThan(24 * 60 * 60);
  });
});
