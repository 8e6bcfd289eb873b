import { Page } from '@/components/layout/page';
import { EmptyState } from '@/components/ui/empty-state';
import { parseExternalUrl } from '@/lib/external-navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import './partner-pages.css';

/** The network's brands page (brands_url), shown inside the site in a frame (SPEC section 2). */
export function BrandsPage() {
  const t = useTranslation();
  const brandsUrl = parseExternalUrl(useRemoteConfig().brands_url);
  return (
    <Page title={t('brands.title')} lead={t('brands.lead')}>
      {brandsUrl ? (
        <iframe
          className="brands-frame"
          src={brandsUrl.href}
          title={t('brands.frameTitle')}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          // It keeps its own (external) origin for its scripts and forms, and opens its links in new tabs.
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms"
        />
      ) : (
        <EmptyState title={t('brands.unavailable.title')} body={t('brands.unavailable.body')} />
      )}
    </Page>
  );
}
