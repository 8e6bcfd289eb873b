import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { keptPerKey } from '@/lib/i18n/kept';
import { formatNumber } from '@/lib/i18n/translate';

export interface Formats {
  /** A day, e.g. '14 Mar 2026' in the member's language. */
  date(iso: string): string;
  /** A day and a time of day. */
  dateTime(iso: string): string;
  /** A day and a time of day in UTC, saying so: for times staff set in UTC. */
  utcDateTime(iso: string): string;
  /** A calendar day given as YYYY-MM-DD (a UTC day, as the server counts them). */
  day(day: string): string;
  /** A share (0-1) as a percentage. */
  percent(share: number): string;
  /** A length of time given in seconds: in minutes under an hour, in hours from there. */
  duration(seconds: number): string;
  /** A count, grouped the language's way as translated texts group theirs (four digits stay ungrouped). */
  number(value: number): string;
}

const day = keptPerKey((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));
const dayAndTime = keptPerKey(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);
const utc = keptPerKey(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
);
const utcDay = keptPerKey(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
);
const percent = keptPerKey(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
);
const hours = keptPerKey(
  (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 }),
);
const minutes = keptPerKey(
  (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', maximumFractionDigits: 0 }),
);

/**
 * Dates and numbers in the language the member reads the site in, never the browser's own. Each formatter is
 * made the first time a page uses it, and kept.
 */
export function useFormats(): Formats {
  const { locale } = useI18n();
  return useMemo(
    () => ({
      date: (iso) => day(locale).format(new Date(iso)),
      dateTime: (iso) => dayAndTime(locale).format(new Date(iso)),
      utcDateTime: (iso) => `${utc(locale).format(new Date(iso))} UTC`,
      day: (value) => utcDay(locale).format(new Date(`${value}T00:00:00Z`)),
      percent: (share) => percent(locale).format(share),
      duration: (seconds) =>
        seconds < 3600 ? minutes(locale).format(seconds / 60) : hours(locale).format(seconds / 3600),
      number: (value) => formatNumber(value, locale),
    }),
    [locale],
  );
}
