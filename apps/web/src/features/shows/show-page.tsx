import type { MediaWithProgress, Show } from '@crewcast/contracts/content';
import { FollowButton } from '@/components/follow/follow-button';
import { useState } from 'react';
import { useParams } from 'react-router';
import { MediaGrid } from '@/components/media/media-grid';
import { PlayLink, useEpisodeLabel } from '@/components/media/play-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useSeason } from '@/lib/catalog/get-season';
import { userChannelMedia, useUserChannels } from '@/lib/catalog/get-user-channels';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useShowBySlug } from './api/get-show-by-slug';
import { ShowHero } from './components/show-hero';
import { ShowLoadFailure } from './components/show-load-failure';
import './shows.css';

const SKELETON_TILES = 4;

/** A show by its slug: hero artwork with Play or Continue, and the episodes of one season at a time. */
export function ShowPage() {
  const t = useTranslation();
  const slug = useParams().slug ?? '';
  const show = useShowBySlug(slug);
  useDocumentTitle(show.data?.title);

  if (show.isPending) {
    return (
      <LoadingRegion className="container show-page" label={t('show.loading')}>
        <Skeleton aspectRatio="21 / 9" />
        <Skeleton shape="text" width="40%" />
      </LoadingRegion>
    );
  }
  if (show.isError) {
    return (
      <ShowLoadFailure error={show.error} failedTitle={t('show.loadFailed')} onRetry={() => show.refetch()} />
    );
  }
  return <ShowDetails show={show.data} />;
}

function ShowDetails({ show }: { show: Show }) {
  const t = useTranslation();
  const userChannels = useUserChannels();
  // The member's progress in this show's episodes, as the continue-watching row has it.
  const started = userChannelMedia(userChannels.data, 'continue-watching').filter(
    (media) => media.showId === show.id,
  );
  const resume = started[0];
  const firstSeasonId =
    (show.seasons.find((season) => season.episodeCount > 0) ?? show.seasons[0])?.id ?? null;
  const startSeasonId =
    resume?.seasonId != null && show.seasons.some(({ id }) => id === resume.seasonId)
      ? resume.seasonId
      : firstSeasonId;
  const [chosenSeasonId, setChosenSeasonId] = useState<number | null>(null);
  const seasonId = chosenSeasonId ?? startSeasonId;
  const firstSeason = useSeason(firstSeasonId);
  const playable = resume ?? firstSeason.data?.media[0];

  return (
    <div className="show-page">
      <ShowHero images={show.images}>
        <h1 className="show-hero__title">{show.title}</h1>
        <p className="show-hero__description">{show.description}</p>
        <div className="show-hero__actions">
          {playable && <PlayButton media={playable} />}
          <FollowButton target={{ showId: show.id }} name={show.title} />
        </div>
      </ShowHero>
      <section className="container show-page__episodes" aria-labelledby="show-episodes">
        <div className="show-page__episodes-head">
          <h2 id="show-episodes">{t('season.episodes')}</h2>
          {show.seasons.length > 1 && seasonId !== null && (
            <Select
              className="show-page__season-select"
              label={t('show.season')}
              value={String(seasonId)}
              onChange={(event) => setChosenSeasonId(Number(event.target.value))}
              options={show.seasons.map((season) => ({ value: String(season.id), label: season.title }))}
            />
          )}
        </div>
        {seasonId === null ? (
          <EmptyState title={t('show.noSeasons.title')} body={t('show.noSeasons.body')} />
        ) : (
          <SeasonEpisodes seasonId={seasonId} started={started} />
        )}
      </section>
    </div>
  );
}

function PlayButton({ media }: { media: MediaWithProgress }) {
  const episodeLabel = useEpisodeLabel();
  return (
    <>
      <PlayLink media={media} />
      <span className="show-hero__episode">{episodeLabel(media)}</span>
    </>
  );
}

/** One season's episodes in order, each with the member's progress when they have started it. */
function SeasonEpisodes({ seasonId, started }: { seasonId: number; started: readonly MediaWithProgress[] }) {
  const t = useTranslation();
  const season = useSeason(seasonId);
  if (season.isPending) {
    return (
      <ul className="plain-list media-grid" aria-busy="true">
        <li className="visually-hidden" role="status">
          {t('season.loading')}
        </li>
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <li key={index} aria-hidden="true">
            <Skeleton aspectRatio="16 / 9" />
          </li>
        ))}
      </ul>
    );
  }
  if (season.isError) {
    return <ErrorState title={t('season.loadFailed')} onRetry={() => season.refetch()} />;
  }
  if (season.data.media.length === 0) {
    return <EmptyState title={t('season.empty.title')} body={t('season.empty.body')} />;
  }
  const progressOf = new Map(started.map((media) => [media.id, media.progress]));
  const media = season.data.media.map((episode) => ({ ...episode, progress: progressOf.get(episode.id) }));
  return <MediaGrid media={media} eagerCount={media.length} />;
}
