import { describe, expect, it } from 'vitest';
import { encodeTimeoutMs } from './transcode';

describe('how long an encode may run', () => {
  it('grows with the video, and stays within a day (and a timer’s range) whatever length a file claims', () => {
    expect(encodeTimeoutMs(60)).toBe(10 * 60_000 + 60 * 10_000);
    const day = 24 * 60 * 60_000;
    // A hostile file claiming 100 hours would otherwise pass setTimeout's 2^31 ms limit, which fires at once.
    for (const claimed of [100 * 3600, 1e9, Number.MAX_SAFE_INTEGER]) {
      expect(encodeTimeoutMs(claimed)).toBe(day);
    }
  });
});
