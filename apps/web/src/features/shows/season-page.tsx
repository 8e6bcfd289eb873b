import { Link, useParams } from 'react-router';
import { MediaCard } from '@/components/media/media-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useSeason } from '@/lib/catalog/get-season';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/components/media/media-card.css';
import './shows.css';

const SKELETON_TILES = 6;

/** SPEC section 2, /season/{seasonId}: a season's episodes, in order. */
export function SeasonPage() {
  const t = useTranslation();
  const seasonId = Number(useParams().seasonId);
  const season = useSeason(Number.isInteger(seasonId) && seasonId > 0 ? seasonId : null);
  useDocumentTitle(season.data ? `${season.data.show.title} · ${season.data.title}` : undefined);

  if (season.isPending) {
    return (
      <div className="container show-page" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('season.loading')}
        </p>
        <Skeleton shape="text" width="30%" />
        <ul className="media-grid" aria-hidden="true">
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <li key={index}>
              <Skeleton aspectRatio="16 / 9" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (season.isError) {
    const notFound = season.error instanceof ApiError && season.error.status === 404;
    return (
      <div className="container show-page">
        {notFound ? (
          <EmptyState titleAs="h1" title={t('notFound.title')} body={t('notFound.body')} />
        ) : (
          <ErrorState titleAs="h1" title={t('season.loadFailed')} onRetry={() => season.refetch()} />
        )}
      </div>
    );
  }

  const { show, title, description, media } = season.data;
  const hero = imageUrl(show.images, 'hero', 'packshot');
  return (
    <div className="show-page">
      <header className="show-hero">
        {hero && (
          <img className="show-hero__art" src={hero} alt="" width={2100} height={900} fetchPriority="high" />
        )}
        <div className="container show-hero__content">
          <Link className="show-hero__show" to={paths.show(show.slug)}>
            {t('season.showLink', show.title)}
          </Link>
          <h1 className="show-hero__title">
            {show.title} · {title}
          </h1>
          {description && <p className="show-hero__description">{description}</p>}
        </div>
      </header>
      <section className="container show-page__episodes" aria-labelledby="season-episodes">
        <h2 id="season-episodes">{t('season.episodes')}</h2>
        {media.length === 0 ? (
          <EmptyState title={t('season.empty.title')} body={t('season.empty.body')} />
        ) : (
          <ul className="media-grid">
            {media.map((item) => (
              <li key={item.id}>
                <MediaCard media={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
