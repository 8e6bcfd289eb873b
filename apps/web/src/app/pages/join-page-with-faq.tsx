import { TitledSection } from '@/components/layout/titled-section';
import { useFaq } from '@/features/faq/api/get-faq';
import { FaqList } from '@/features/faq/components/faq-list';
import { JoinPage } from '@/features/join/join-page';
import { useI18n } from '@/lib/i18n/i18n-provider';

/** /join: the join page with the FAQ at its foot (left out while there are no questions). */
export function JoinPageWithFaq() {
  return <JoinPage faq={<JoinFaq />} />;
}

function JoinFaq() {
  const { t, languageId } = useI18n();
  const faq = useFaq(languageId);
  if (faq.isSuccess && faq.data.length === 0) return null;
  return (
    <TitledSection className="join-faq" titleClassName="marketing-section__title" title={t('join.faq.title')}>
      <FaqList faq={faq} />
    </TitledSection>
  );
}
