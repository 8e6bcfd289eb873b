import type { FaqItem } from '@crewcast/contracts/faq';
import { ExternalRedirect } from '@/components/external-redirect';
import { Page } from '@/components/layout/page';
import { Accordion } from '@/components/ui/accordion';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { parseExternalUrl } from '@/lib/external-navigation';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { useFaq } from './api/get-faq';
import './faq-page.css';

const SKELETON_ROWS = 6;

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
      <FaqContent faq={faq} />
    </Page>
  );
}

function FaqContent({ faq }: { faq: ReturnType<typeof useFaq> }) {
  const { t } = useI18n();
  if (faq.isPending) {
    return (
      <div className="faq__loading" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('faq.loading')}
        </p>
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <Skeleton key={row} height={56} />
        ))}
      </div>
    );
  }
  if (faq.isError) {
    return <ErrorState title={t('faq.error')} onRetry={() => faq.refetch()} />;
  }
  if (faq.data.length === 0) {
    return <EmptyState title={t('faq.empty.title')} body={t('faq.empty.body')} />;
  }
  return <Accordion items={faq.data.map(toAccordionItem)} />;
}

function toAccordionItem({ id, question, answer }: FaqItem) {
  return { id, title: question, content: <p className="faq__answer">{answer}</p> };
}
