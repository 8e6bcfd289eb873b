import type { MediaWithProgress } from '@crewcast/contracts/content';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaCard } from '@/components/media/media-card';
import { RailSkeleton } from '@/components/media/rail-skeleton';
import { ShowCard } from '@/components/media/show-card';
import { buttonClassName } from '@/components/ui/button';
import { Carousel } from '@/components/ui/carousel';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useRoutePaths } from '@/lib/route-paths';
import { useWatchLater } from '@/lib/watch-later/get-watch-later';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChannels, type Channels } from './api/get-channels';
import { useRecommendations } from './api/get-recommendations';
import { useSpecialChannel } from '@/lib/catalog/get-special-channel';
import { userChannelMedia, useUserChannels, type UserChannel } from '@/lib/catalog/get-user-channels';
import { BannerHero } from './components/banner-hero';
import { FeaturedHero } from './components/featured-hero';
import './member-home.css';

/** The curated lists the home page shows, by their names on the content host. */
const SPECIAL_CHANNELS = ['hot-list', 'exclusive'] as const;
/** The show posters a phone's first screen may show, fetched at once rather than when scrolled near. */
const EAGER_POSTERS = 4;

/** Home for logged-in members: the featured banner, then rails of shows and episodes. */
export function MemberHome() {
  const t = useTranslation();
  useDocumentTitle();
  const channels = useChannels();
  const userChannels = useUserChannels();
  const newest = useRecommendations('new');
  const watchLater = useWatchLater();
  // What the hero may feature: what the member is watching, then the newest episodes.
  const known = [...userChannelMedia(userChannels.data, 'continue-watching'), ...(newest.data?.media ?? [])];

  return (
    <div className="member-home">
      <h1 className="visually-hidden">{t('home.member.title')}</h1>
      {channels.isPending ? (
        <LoadingRegion
          className="art-hero banner-hero banner-hero--loading"
          label={t('home.member.loading')}
        />
      ) : channels.isError ? (
        <div className="container">
          <ErrorState title={t('home.member.loadFailed')} onRetry={() => channels.refetch()} />
        </div>
      ) : (
        <HomeHero channels={channels.data} known={known} />
      )}
      <div className="container member-home__rails">
        <PersonalRail query={userChannels} name="continue-watching" title={t('home.rail.continueWatching')} />
        <MediaRail
          title={t('home.rail.watchLater')}
          query={watchLater}
          select={(entries) => entries.map((entry) => entry.media)}
          action={
            <Link className="member-home__see-all" to={paths.watchLater()}>
              {t('home.rail.watchLater.all')}
            </Link>
          }
        />
        {channels.isPending ? (
          <RailSkeleton variant="posters" />
        ) : (
          channels.isSuccess &&
          channels.data.shows.length > 0 && (
            <Carousel title={t('home.rail.shows')} variant="posters">
              {channels.data.shows.map((show, index) => (
                <ShowCard key={show.id} show={show} eager={index < EAGER_POSTERS} />
              ))}
            </Carousel>
          )
        )}
        <MediaRail title={t('home.rail.new')} query={newest} select={(data) => data.media} showEmpty />
        <PersonalRail
          query={userChannels}
          name="because-you-watched"
          title={t('home.rail.becauseYouWatched')}
        />
        {SPECIAL_CHANNELS.map((name) => (
          <SpecialChannelRail key={name} name={name} />
        ))}
      </div>
    </div>
  );
}

/** The curated banner, or without one the episode the member is watching (else the newest one). */
function HomeHero({ channels, known }: { channels: Channels; known: readonly MediaWithProgress[] }) {
  const banner = channels.hero[0];
  if (banner) return <BannerHero banner={banner} shows={channels.shows} known={known} />;
  return known[0] ? <FeaturedHero media={known[0]} shows={channels.shows} /> : null;
}

function PersonalRail({
  query,
  name,
  title,
}: {
  query: UseQueryResult<UserChannel[]>;
  name: UserChannel['name'];
  title: string;
}) {
  return <MediaRail title={title} query={query} select={(data) => userChannelMedia(data, name)} />;
}

function SpecialChannelRail({ name }: { name: string }) {
  const channel = useSpecialChannel(name);
  return <MediaRail title={channel.data?.title ?? ''} query={channel} select={(data) => data.media} />;
}

interface MediaRailProps<T> {
  title: string;
  query: UseQueryResult<T>;
  select: (data: T) => MediaWithProgress[];
  /** An empty rail says so, pointing at browse; otherwise it stays out of the page. */
  showEmpty?: boolean;
  action?: ReactNode;
}

/** A rail of episode thumbnails with its loading, error and empty states. */
function MediaRail<T>({ title, query, select, showEmpty = false, action }: MediaRailProps<T>) {
  const t = useTranslation();
  const routePaths = useRoutePaths();
  if (query.isPending) return <RailSkeleton />;
  if (query.isError) {
    // A personal or curated list that fails must not take the rest of the page with it.
    return <ErrorState title={t('catalog.loadFailed')} onRetry={() => query.refetch()} />;
  }
  const media = select(query.data);
  if (media.length === 0) {
    return showEmpty ? (
      <section className="member-home__empty" aria-label={title}>
        <EmptyState
          title={t('catalog.empty.title')}
          body={t('catalog.empty.body')}
          action={
            routePaths.has(paths.browse()) && (
              <Link className={buttonClassName('secondary')} to={paths.browse()}>
                {t('catalog.browseAll')}
              </Link>
            )
          }
        />
      </section>
    ) : null;
  }
  return (
    <Carousel title={title} action={action}>
      {media.map((item) => (
        <MediaCard key={item.id} media={item} />
      ))}
    </Carousel>
  );
}
