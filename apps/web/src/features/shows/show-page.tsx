import { useParams } from 'react-router';
import { SeasonLink } from '@/components/mobile-app/app-links';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useShowBySlug } from './api/get-show-by-slug';
import './shows.css';

/** A show by its slug: hero artwork, description and its seasons. */
export function ShowPage() {
  const t = useTranslation();
  const slug = useParams().slug ?? '';
  const show = useShowBySlug(slug);
  useDocumentTitle(show.data?.title);

  if (show.isPending) {
    return (
      <div className="container show-page" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('show.loading')}
        </p>
        <Skeleton aspectRatio="21 / 9" />
        <Skeleton shape="text" width="40%" />
      </div>
    );
  }
  if (show.isError) {
    const notFound = show.error instanceof ApiError && show.error.status === 404;
    return (
      <div className="container show-page">
        {notFound ? (
          <EmptyState titleAs="h1" title={t('notFound.title')} body={t('notFound.body')} />
        ) : (
          <ErrorState titleAs="h1" title={t('show.loadFailed')} onRetry={() => show.refetch()} />
        )}
      </div>
    );
  }

  const { title, description, images, seasons } = show.data;
  const hero = imageUrl(images, 'hero', 'packshot');
  return (
    <div className="show-page">
      <header className="show-hero">
        {hero && <img className="show-hero__art" src={hero} alt="" width={2100} height={900} />}
        <div className="container show-hero__content">
          <h1 className="show-hero__title">{title}</h1>
          <p className="show-hero__description">{description}</p>
        </div>
      </header>
      <section className="container show-page__seasons" aria-labelledby="show-seasons">
        <h2 id="show-seasons">{t('show.seasons')}</h2>
        {seasons.length === 0 ? (
          <EmptyState title={t('show.noSeasons.title')} body={t('show.noSeasons.body')} />
        ) : (
          <ul className="season-list">
            {seasons.map((season) => (
              <li key={season.id}>
                <SeasonLink className="season-list__link" seasonId={season.id}>
                  <span className="season-list__title">{season.title}</span>
                  <span className="season-list__meta">{t('show.seasonEpisodes', season.episodeCount)}</span>
                </SeasonLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
