import { describe, expect, it } from 'vitest';
import { monthRange, rate } from './members-rules';

describe('member figure rules', () => {
  it('covers whole calendar months ending with the current one, across a year end', () => {
    const now = new Date('2026-02-14T09:30:00Z');
    expect(monthRange('3m', now)).toEqual({
      months: 3,
      start: new Date('2025-12-01T00:00:00Z'),
      from: '2025-12',
      to: '2026-02',
    });
    expect(monthRange('12m', now)).toMatchObject({ from: '2025-03', to: '2026-02' });
    // The first instant of a month is in that month.
    expect(monthRange('6m', new Date('2026-07-01T00:00:00Z'))).toMatchObject({
      from: '2026-02',
      to: '2026-07',
    });
  });

  it('answers a rate to four places, and 0 of nothing', () => {
    expect(rate(1, 3)).toBe(0.3333);
    expect(rate(2, 2)).toBe(1);
    expect(rate(0, 0)).toBe(0);
  });
});
