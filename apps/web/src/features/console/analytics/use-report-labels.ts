import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/i18n-provider';

export interface ReportLabels {
  /** A report day (`2026-03-07`) as a short label: "7 Mar". */
  day(day: string): string;
  /** A report month (`2026-03`): "Mar 2026". */
  month(month: string): string;
  /** The time of day of an instant: "14:05". */
  time(iso: string): string;
}

/** The short labels of a report's days, months and times, in the member's language and in UTC as the server counts them. */
export function useReportLabels(): ReportLabels {
  const { locale } = useI18n();
  return useMemo(() => {
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    const day = utc({ day: 'numeric', month: 'short' });
    const month = utc({ month: 'short', year: 'numeric' });
    const time = utc({ timeStyle: 'short' });
    return {
      day: (value) => day.format(new Date(`${value}T00:00:00Z`)),
      month: (value) => month.format(new Date(`${value}-01T00:00:00Z`)),
      time: (iso) => time.format(new Date(iso)),
    };
  }, [locale]);
}
