import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/i18n-provider';

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

/** Dates and numbers in the language the member reads the site in, never the browser's own. */
export function useFormats(): Formats {
  const { locale } = useI18n();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dayAndTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const utc = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    const utcDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 });
    const minutes = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'minute',
      maximumFractionDigits: 0,
    });
    const count = new Intl.NumberFormat(locale, { useGrouping: 'min2' });
    return {
      date: (iso) => day.format(new Date(iso)),
      dateTime: (iso) => dayAndTime.format(new Date(iso)),
      utcDateTime: (iso) => `${utc.format(new Date(iso))} UTC`,
      day: (value) => utcDay.format(new Date(`${value}T00:00:00Z`)),
      percent: (share) => percent.format(share),
      duration: (seconds) => (seconds < 3600 ? minutes.format(seconds / 60) : hours.format(seconds / 3600)),
      number: (value) => count.format(value),
    };
  }, [locale]);
}
