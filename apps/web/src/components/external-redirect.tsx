import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { leaveSite } from '@/lib/external-navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/components/ui/status-message.css';

/** Sends the browser to an external page, with a link in case the redirect is blocked. */
export function ExternalRedirect({ url }: { url: URL }) {
  const t = useTranslation();
  useDocumentTitle(t('redirect.title'));
  const { href } = url;

  useEffect(() => {
    leaveSite(new URL(href));
  }, [href]);

  return (
    <div className="container status-message" role="status">
      <Spinner size="large" />
      <p className="status-message__title">{t('redirect.leaving', url.host)}</p>
      <a href={href} rel="noopener noreferrer">
        {t('redirect.manualLink')}
      </a>
    </div>
  );
}
