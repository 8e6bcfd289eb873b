import { ExternalRedirect } from '@/components/external-redirect';
import { Page } from '@/components/layout/page';
import { parseExternalUrl } from '@/lib/external-navigation';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { useFaq } from './api/get-faq';
import { FaqList } from './components/faq-list';

/** SPEC section 2: the in-product FAQ, unless the network keeps its FAQ elsewhere (faq_url). */
export function FaqPage() {
  const externalFaq = parseExternalUrl(useRemoteConfig().faq_url);
  return externalFaq ? <ExternalRedirect url={externalFaq} /> : <FaqAccordionPage />;
}

function FaqAccordionPage() {
  const { t, languageId } = useI18n();
  const faq = useFaq(languageId);
  return (
    <Page title={t('faq.title')} lead={t('faq.lead')} narrow>
      <FaqList faq={faq} />
    </Page>
  );
}
