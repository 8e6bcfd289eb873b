import { Page } from '@/components/layout/page';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { MakersplaceCard } from './components/makersplace-card';
import './partner-pages.css';

/** The crew's ten favourite images, which live in the MakersPlace gallery. */
export function TopTenImagesPage() {
  const t = useTranslation();
  return (
    <Page title={t('topTenImages.title')} lead={t('topTenImages.lead')}>
      <MakersplaceCard title={t('topTenImages.card.title')} body={t('topTenImages.card.body')} />
    </Page>
  );
}
