import { describe, expect, it } from 'vitest';
import { startsIn } from './live-menu';

describe('when the next stream starts', () => {
  const now = Date.parse('2026-11-24T09:00:00Z');
  it('is said in the largest whole unit', () => {
    expect(startsIn('en', Date.parse('2026-11-27T09:00:00Z'), now)).toBe('in 3 days');
    expect(startsIn('en', Date.parse('2026-11-24T11:00:00Z'), now)).toBe('in 2 hours');
    expect(startsIn('en', Date.parse('2026-11-24T09:20:00Z'), now)).toBe('in 20 minutes');
    expect(startsIn('en', Date.parse('2026-11-25T09:00:00Z'), now)).toBe('tomorrow');
  });
});
