import { Link, useParams } from 'react-router';
import { TitledSection } from '@/components/layout/titled-section';
import { MediaGrid, MediaGridSkeleton } from '@/components/media/media-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useSeason } from '@/lib/catalog/get-season';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ShowHero } from './components/show-hero';
import { ShowLoadFailure } from './components/show-load-failure';
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
      <LoadingRegion className="container show-page" label={t('season.loading')}>
        <Skeleton shape="text" width="30%" />
        <MediaGridSkeleton tiles={SKELETON_TILES} />
      </LoadingRegion>
    );
  }
  if (season.isError) {
    return (
      <ShowLoadFailure
        error={season.error}
        failedTitle={t('season.loadFailed')}
        onRetry={() => season.refetch()}
      />
    );
  }

  const { show, title, description, media } = season.data;
  return (
    <div className="show-page">
      <ShowHero images={show.images}>
        <Link className="show-hero__show" to={paths.show(show.slug)}>
          {t('season.showLink', show.title)}
        </Link>
        <h1 className="show-hero__title">
          {show.title} · {title}
        </h1>
        {description && <p className="show-hero__description">{description}</p>}
      </ShowHero>
      <TitledSection className="container show-page__episodes" title={t('season.episodes')}>
        {media.length === 0 ? (
          <EmptyState title={t('season.empty.title')} body={t('season.empty.body')} />
        ) : (
          <MediaGrid media={media} />
        )}
      </TitledSection>
    </div>
  );
}
