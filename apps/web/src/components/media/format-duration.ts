import type { Translate } from '@/lib/i18n/translate';

/** A running time as members read it: minutes from one minute up, seconds below. */
export function formatDuration(seconds: number, t: Translate): string {
  return seconds >= 60
    ? t('catalog.duration.minutes', Math.round(seconds / 60))
    : t('catalog.duration.seconds', Math.round(seconds));
}
