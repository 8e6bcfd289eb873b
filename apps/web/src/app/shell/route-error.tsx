import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** A page that failed to load or render; reloading fetches fresh code, e.g. after a new release. */
export function RouteError() {
  const t = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error('Page failed', error);
  }, [error]);

  return (
    <div className="container">
      <ErrorState titleAs="h1" body={t('error.page.body')} onRetry={() => window.location.reload()} />
    </div>
  );
}
