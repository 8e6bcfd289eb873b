import { describe, expect, it } from 'vitest';
import { addDays, playedSegments, retentionCurve, viewingDay } from './viewing-rules';

describe('viewing rules', () => {
  it('names the UTC day of a moment and counts days across month ends', () => {
    expect(viewingDay(new Date('2026-01-31T23:59:59.999Z'))).toBe('2026-01-31');
    expect(viewingDay(new Date('2026-02-01T00:00:00Z'))).toBe('2026-02-01');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('marks the twentieths a save played, from where it started to where it is', () => {
    // A 200 s episode: each twentieth is 10 s.
    expect(playedSegments(10, 10, 200)).toBe(0b1);
    expect(playedSegments(35, 20, 200)).toBe(0b1110);
    expect(playedSegments(200, 10, 200)).toBe(1 << 19);
    // A seek back: played from 50 to 60 only.
    expect(playedSegments(60, 10, 200)).toBe(1 << 5);
    // Played past the end reported, or before any duration is known.
    expect(playedSegments(500, 5, 200)).toBe(1 << 19);
    expect(playedSegments(10, 10, 0)).toBe(0);
    expect(playedSegments(10, 0, 200)).toBe(0);
  });

  it('turns per-twentieth counts into the share of views still watching', () => {
    const counts = Array.from({ length: 20 }, (_, index) => 10 - Math.floor(index / 2));
    const curve = retentionCurve(counts, 10);
    expect(curve).toHaveLength(20);
    expect(curve[0]).toEqual({ point: 0, share: 1 });
    expect(curve[19]).toEqual({ point: 0.95, share: 0.1 });
    expect(retentionCurve([0, 0], 0)).toEqual([
      { point: 0, share: 0 },
      { point: 0.05, share: 0 },
    ]);
  });
});
