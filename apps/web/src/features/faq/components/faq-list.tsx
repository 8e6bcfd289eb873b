import type { FaqItem } from '@crewcast/contracts/faq';
import { Accordion } from '@/components/ui/accordion';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { useFaq } from '../api/get-faq';
import './faq-list.css';

const SKELETON_ROWS = 6;

/** The FAQ as an accordion of questions, with its loading, error and empty states (FAQ and join pages). */
export function FaqList({ faq }: { faq: ReturnType<typeof useFaq> }) {
  const t = useTranslation();
  if (faq.isPending) {
    return (
      <LoadingRegion className="faq__loading" label={t('faq.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <Skeleton key={row} height={56} />
        ))}
      </LoadingRegion>
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
