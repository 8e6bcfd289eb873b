import { useEffect } from 'react';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { storage } from '@/lib/storage';

/**
 * Keeps the offline page's words in the member's language: that page (public/offline.html) is shown by the
 * service worker without a connection, so it cannot ask for the translations itself.
 */
export function OfflinePageWords() {
  const { t, locale } = useI18n();
  const title = t('offline.title');
  const body = t('offline.body');
  const retry = t('offline.retry');
  useEffect(() => {
    storage.offlinePage.set({ lang: locale, title, body, retry });
  }, [locale, title, body, retry]);
  return null;
}
