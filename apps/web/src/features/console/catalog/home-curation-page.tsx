import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
import { useCuration } from './api/get-curation';
import { useListedMedia } from './api/get-listed-media';
import { BannersEditor } from './components/banners-editor';
import { ConsoleLoading } from '../components/console-query';
import { HomePreview } from './components/home-preview';
import { PromoSectionEditor } from './components/promo-section-editor';
import { SpecialChannelEditor } from './components/special-channel-editor';
import './catalog.css';

/** /admin/home: the hero banners, the special channels and the promo sections, with a preview. */
export function HomeCurationPage() {
  const t = useTranslation();
  const curation = useCuration();
  const listed = useListedMedia();

  return (
    <ConsoleFrame title={t('console.catalog.home.title')} lead={t('console.catalog.home.lead')}>
      <Link className="catalog__link" to="/admin/catalog">
        {t('console.catalog.back')}
      </Link>
      {curation.isPending || listed.isPending ? (
        <ConsoleLoading height={320} />
      ) : curation.isError || listed.isError ? (
        <ErrorState onRetry={() => Promise.all([curation.refetch(), listed.refetch()])} />
      ) : (
        <div className="catalog__curation">
          <div className="catalog__curation-editors">
            <BannersEditor banners={curation.data.banners} listed={listed.data} />
            {curation.data.specialChannels.map((channel) => (
              <SpecialChannelEditor key={channel.name} channel={channel} media={listed.data.media} />
            ))}
            {curation.data.promoSections.map((section) => (
              <PromoSectionEditor key={section.name} section={section} />
            ))}
          </div>
          <HomePreview curation={curation.data} media={listed.data.media} />
        </div>
      )}
    </ConsoleFrame>
  );
}
