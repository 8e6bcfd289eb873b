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
    <section className="join-faq" aria-labelledby="join-faq-title">
      <h2 className="marketing-section__title" id="join-faq-title">
        {t('join.faq.title')}
      </h2>
      <FaqList faq={faq} />
    </section>
  );
}
