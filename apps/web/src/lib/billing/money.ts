import { keptPerKey } from '@/lib/i18n/kept';

/** A currency's formatter in one language, keyed 'locale CURRENCY', with the currency's number of decimals. */
const priceFormat = keptPerKey((key) => {
  const [locale, currency] = key.split(' ');
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return { format, decimals: format.resolvedOptions().maximumFractionDigits ?? 2 };
});

/**
 * Amounts are integers in the currency's smallest unit (cents for dollars); the currency's own number of
 * decimals, as Intl knows it, turns them into a price.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const { format, decimals } = priceFormat(`${locale} ${currency.toUpperCase()}`);
  return format.format(amountMinor / 10 ** decimals);
}

const longDay = keptPerKey((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }));

/** A day in the member's language, e.g. 'March 14, 2026'. */
export function formatDay(isoDate: string, locale: string): string {
  return longDay(locale).format(new Date(isoDate));
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `isoDate`, counting a started day as one; never below zero. */
export function daysUntil(isoDate: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(isoDate) - now) / DAY_MS));
}
