import { Page } from '@/components/layout/page';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { MakersplaceCard } from './components/makersplace-card';
import './partner-pages.css';

/** The crew's art on MakersPlace, an external art marketplace (SPEC section 2). */
export function MakersplacePage() {
  const t = useTranslation();
  return (
    <Page title={t('makersplace.title')} lead={t('makersplace.lead')}>
      <MakersplaceCard title={t('makersplace.card.title')} body={t('makersplace.card.body')} />
    </Page>
  );
}
