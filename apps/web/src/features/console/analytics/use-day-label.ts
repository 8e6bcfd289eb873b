import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/i18n-provider';

/** A report day (`2026-03-07`, UTC) as a short label in the member's language: "7 Mar". */
export function useDayLabel(): (day: string) => string {
  const { locale } = useI18n();
  return useMemo(() => {
    const formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return (day: string) => formatter.format(new Date(`${day}T00:00:00Z`));
  }, [locale]);
}
