import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
import { useAdminShow } from './api/get-admin-show';
import { useCreateSeason } from './api/create-season';
import { useSetShowImage } from './api/set-show-image';
import { Button } from '@/components/ui/button';
import { ConsoleQuery } from '../components/console-query';
import { TitledSection } from '@/components/layout/titled-section';
import { PictureField } from './components/picture-field';
import { SeasonEpisodes } from './components/season-episodes';
import { ShowDetailsForm } from './components/show-details-form';
import './catalog.css';

const SHOW_PICTURES = ['packshot', 'packshot-vertical', 'hero', 'hero-vertical'] as const;

/** /admin/catalog/shows/:showId: the show's details and pictures, its seasons and their episodes. */
export function ShowPage() {
  const t = useTranslation();
  const showId = Number(useParams().showId);
  const show = useAdminShow(showId);
  const setImage = useSetShowImage(showId);
  const addSeason = useCreateSeason(showId);

  return (
    <ConsoleFrame title={show.data?.title ?? t('console.catalog.show')} lead={t('console.catalog.show.lead')}>
      <Link className="catalog__link" to="/admin/catalog">
        {t('console.catalog.back')}
      </Link>
      <ConsoleQuery query={show} loadingHeight={320}>
        {(found) => (
          <>
            <TitledSection className="catalog__section" title={t('console.catalog.show.details')}>
              <ShowDetailsForm key={found.id} show={found} />
            </TitledSection>
            <TitledSection className="catalog__section" title={t('console.catalog.pictures')}>
              <div className="catalog__pictures">
                {SHOW_PICTURES.map((type) => (
                  <PictureField
                    key={type}
                    type={type}
                    images={found.images}
                    onUpload={(file) => setImage.mutateAsync({ type, file })}
                  />
                ))}
              </div>
            </TitledSection>
            <section className="catalog__section" aria-labelledby="show-seasons">
              <div className="catalog__section-header">
                <h2 id="show-seasons">{t('console.catalog.seasons')}</h2>
                <Button
                  variant="secondary"
                  pending={addSeason.isPending}
                  onClick={() =>
                    addSeason.mutateAsync({
                      title: t('console.catalog.season.number', found.seasons.length + 1),
                      description: '',
                    })
                  }
                >
                  {t('console.catalog.season.add')}
                </Button>
              </div>
              {found.seasons.length === 0 ? (
                <p className="catalog__muted">{t('console.catalog.seasons.empty')}</p>
              ) : (
                found.seasons.map((season) => <SeasonEpisodes key={season.id} season={season} />)
              )}
            </section>
          </>
        )}
      </ConsoleQuery>
    </ConsoleFrame>
  );
}
