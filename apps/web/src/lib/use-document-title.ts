import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** Sets the browser tab title to the page's title followed by the site name. */
export function useDocumentTitle(pageTitle?: string): void {
  const t = useTranslation();
  const title = pageTitle ? t('document.title', pageTitle, t('app.name')) : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
