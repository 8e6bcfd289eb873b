import { useI18n } from '@/lib/i18n/i18n-provider';

/** Formats a UTC time from the server as a day, or a day and time, in the reader's language. */
export function useFormatDate() {
  const { locale } = useI18n();
  return (iso: string, withTime = false) =>
    new Intl.DateTimeFormat(
      locale,
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    ).format(new Date(iso));
}
