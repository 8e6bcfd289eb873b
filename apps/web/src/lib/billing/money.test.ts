import { describe, expect, it } from 'vitest';
import { daysUntil, formatDay, formatMoney } from './money';

describe('money and dates', () => {
  it('formats amounts in the smallest unit with the currency’s own decimals', () => {
    expect(formatMoney(399, 'usd', 'en-US')).toBe('$3.99');
    expect(formatMoney(799, 'USD', 'en-US')).toBe('$7.99');
    expect(formatMoney(3999, 'usd', 'en-US')).toBe('$39.99');
    expect(formatMoney(500, 'jpy', 'en-US')).toBe('¥500');
    expect(formatMoney(399, 'eur', 'de')).toBe('3,99\u00a0€');
  });

  it('formats days in the member’s language', () => {
    expect(formatDay('2026-03-14T12:00:00Z', 'en-US')).toBe('March 14, 2026');
    expect(formatDay('2026-03-14T12:00:00Z', 'de')).toBe('14. März 2026');
  });

  it('counts the days left, a started day as one', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(daysUntil(new Date(now + 14 * 86_400_000).toISOString(), now)).toBe(14);
    expect(daysUntil(new Date(now + 3_600_000).toISOString(), now)).toBe(1);
    expect(daysUntil(new Date(now - 3_600_000).toISOString(), now)).toBe(0);
  });
});
