import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/translate';
import { checkCard, formatCardNumber, formatExpiry, parseExpiry, passesLuhn } from './card-form';
import { TEST_CARDS } from './test-cards';

const t = createTranslator([]);
const JUNE_2026 = new Date(2026, 5, 15);
const valid = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Ada Lovelace' };

describe('card form', () => {
  it('groups the number in fours and puts the slash into the expiry as it is typed', () => {
    expect(formatCardNumber('42424242424')).toBe('4242 4242 424');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12 / ');
    expect(formatExpiry('12 / 3', '12 / ')).toBe('12 / 3');
    expect(formatExpiry('12 /', '12 / ')).toBe('12');
  });

  it('accepts the test provider’s card numbers', () => {
    for (const { number } of TEST_CARDS) expect(passesLuhn(number.replace(/\s/g, ''))).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('reads expiry dates in the usual shapes', () => {
    expect(parseExpiry('12 / 30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('0731')).toEqual({ expMonth: 7, expYear: 2031 });
    expect(parseExpiry('3/2029')).toEqual({ expMonth: 3, expYear: 2029 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('soon')).toBeNull();
  });

  it('turns a valid form into the card the server takes', () => {
    expect(checkCard(valid, t, JUNE_2026)).toEqual({
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada Lovelace' },
      errors: null,
    });
  });

  it('names every field that is missing or wrong', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '', name: ' ' }, t, JUNE_2026).errors).toEqual({
      number: '[]payment.card.error.numberRequired',
      expiry: '[]payment.card.error.expiryRequired',
      cvc: '[]payment.card.error.cvc',
      name: '[]payment.card.error.name',
    });
    expect(checkCard({ ...valid, number: '4242 4242 4242 4241' }, t, JUNE_2026).errors).toEqual({
      number: '[]payment.card.error.number',
    });
  });

  it('refuses a card that expired before this month, and takes one expiring this month', () => {
    expect(checkCard({ ...valid, expiry: '05 / 26' }, t, JUNE_2026).errors).toEqual({
      expiry: '[]payment.card.error.expired',
    });
    expect(checkCard({ ...valid, expiry: '06 / 26' }, t, JUNE_2026).errors).toBeNull();
  });
});
