import { ExternalRedirect } from '@/components/external-redirect';
import { HomeLink } from '@/components/home-link';
import { Page } from '@/components/layout/page';
import { EmptyState } from '@/components/ui/empty-state';
import { parseExternalUrl } from '@/lib/external-navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';

/** /merch and /store lead to the network's shop (store_url in the remote config). */
export function StoreRedirectPage() {
  const t = useTranslation();
  const storeUrl = parseExternalUrl(useRemoteConfig().store_url);
  if (storeUrl) return <ExternalRedirect url={storeUrl} />;
  return (
    <Page title={t('store.title')}>
      <EmptyState
        title={t('store.unavailable.title')}
        body={t('store.unavailable.body')}
        action={<HomeLink />}
      />
    </Page>
  );
}
