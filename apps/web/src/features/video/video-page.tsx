import { FollowButton } from '@/components/follow/follow-button';
import type { MediaSummary } from '@crewcast/contracts/content';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { MediaCard } from '@/components/media/media-card';
import { WatchLaterButton } from '@/components/media/watch-later-button';
import { SeasonLink, VideoLink } from '@/components/mobile-app/app-links';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useSeason } from '@/lib/catalog/get-season';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';
import { callMobileApp } from '@/lib/mobile-app-bridge';
import { paths } from '@/lib/paths';
import { storage, type PlayerSize, type PlaylistOrder } from '@/lib/storage';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMedia } from '@/lib/catalog/get-media';
import { usePlaybackSession } from './api/start-playback';
import { useUpNext } from './api/get-up-next';
import { Paywall } from './components/paywall';
import { UpNextOverlay } from './components/up-next-overlay';
import { VideoPlayer } from './components/video-player';
import { useUpNextCountdown } from './player/up-next-countdown';
import { DEFAULT_PLAYLIST_ORDER, orderEpisodes } from './playlist-order';
import '@/components/media/media-card.css';
import './video-page.css';

export interface VideoPageProps {
  /** The video's comments, below its details; rendered once the player has started. */
  renderComments?: (mediaId: number) => ReactNode;
}

/** How long what waits for the player's first frame waits at most, should the video be slow to come. */
const PLAYER_START_WAIT_MS = 4_000;

/**
 * Whether the player has started (its first frame is in, or it cannot start by itself), or waited long enough:
 * what the first frame does not need (comments, what comes next, the season's episodes) loads only then, so it
 * does not compete with the video for the network and the main thread.
 */
function usePlayerStart(): [started: boolean, onStarted: () => void] {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), PLAYER_START_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return [started, useCallback(() => setStarted(true), [])];
}

/** SPEC section 2, /video/{mediaId}: the player on top, then what the video is and what comes next. */
export function VideoPage({ renderComments }: VideoPageProps) {
  const t = useTranslation();
  const mediaId = Number(useParams().mediaId);
  if (!Number.isInteger(mediaId) || mediaId <= 0) {
    return (
      <div className="container video-page">
        <EmptyState titleAs="h1" title={t('video.notFound.title')} body={t('video.notFound.body')} />
      </div>
    );
  }
  // A new video starts from a clean slate: its own session, progress and countdown.
  return <VideoScreen key={mediaId} mediaId={mediaId} renderComments={renderComments} />;
}

/**
 * The episode a link of this app handed over in the history entry (a MediaSummary it read from the server), so
 * that the title shows at once; useMedia takes it only for this page's id and reads the episode again.
 */
function mediaFromState(state: unknown): MediaSummary | undefined {
  const media = (state as { media?: unknown } | null)?.media;
  return typeof media === 'object' && media !== null && typeof (media as { id?: unknown }).id === 'number'
    ? (media as MediaSummary)
    : undefined;
}

/**
 * Tells a mobile app that the video was opened (the playVideo call), once; the function returned says whether
 * the app took it, in which case the app plays the video natively and the page does not start it too.
 */
function usePlayedByApp(mediaId: number): () => boolean {
  const told = useRef(false);
  const takenByApp = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    takenByApp.current = callMobileApp('playVideo', { mediaId });
  }, [mediaId]);
  return useCallback(() => takenByApp.current, []);
}

function VideoScreen({ mediaId, renderComments }: VideoPageProps & { mediaId: number }) {
  const t = useTranslation();
  const navigate = useNavigate();
  const playedByApp = usePlayedByApp(mediaId);
  const media = useMedia(mediaId, mediaFromState(useLocation().state));
  const playback = usePlaybackSession(mediaId);
  const [playerStarted, onPlayerStarted] = usePlayerStart();
  // A refused session (paywall, device, stream limit) leaves nothing to wait for.
  const afterFirstFrame = playerStarted || playback.isError;
  const upNext = useUpNext(mediaId, afterFirstFrame);
  const [size, setSize] = useState<PlayerSize>(() => storage.playerSize.get() ?? 'default');
  useDocumentTitle(media.data?.title ?? t('video.title'));

  const next = upNext.data?.media[0] ?? null;
  const playNext = useCallback(() => {
    if (next) void navigate(paths.video(next.id), { state: { media: next } });
  }, [next, navigate]);
  const { state: countdown, dispatch } = useUpNextCountdown(playNext);
  const onEnded = useCallback(() => {
    if (next) dispatch('start');
  }, [next, dispatch]);

  function toggleSize() {
    const nextSize: PlayerSize = size === 'theatre' ? 'default' : 'theatre';
    storage.playerSize.set(nextSize);
    setSize(nextSize);
  }

  const poster = media.data ? imageUrl(media.data.images, 'thumbnail') : null;
  // The poster is the page's largest picture: asked for first and at once, rather than when the player appears
  // after the playback session.
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
  const nowPlaying = media.data
    ? { title: media.data.title, show: media.data.showTitle, artwork: poster }
    : null;

  return (
    <div className={`container video-page video-page--${size}`}>
      <div className="video-page__stage">
        {playback.isPending ? (
          <LoadingRegion className="video-page__placeholder" label={t('video.loading')} />
        ) : playback.isError ? (
          <PlaybackRefusal error={playback.error} mediaId={mediaId} onRetry={() => playback.refetch()} />
        ) : (
          <VideoPlayer
            mediaId={mediaId}
            session={playback.data}
            poster={poster}
            nowPlaying={nowPlaying}
            playedByApp={playedByApp}
            size={size}
            onToggleSize={toggleSize}
            onEnded={onEnded}
            onStarted={onPlayerStarted}
          />
        )}
        {countdown.status === 'counting' && next && (
          <UpNextOverlay next={next} remaining={countdown.remaining} onCancel={() => dispatch('cancel')} />
        )}
      </div>
      <section className="video-page__details" aria-labelledby="video-title">
        <VideoDetails media={media.data} pending={media.isPending} />
      </section>
      {renderComments && (
        <div className="video-page__comments">{afterFirstFrame && renderComments(mediaId)}</div>
      )}
      <aside className="video-page__aside">
        <section aria-labelledby="up-next-title" className="video-page__list">
          <h2 id="up-next-title">{t('video.upNext')}</h2>
          {upNext.isPending ? (
            <Skeleton aspectRatio="16 / 9" />
          ) : upNext.isError ? (
            <ErrorState title={t('catalog.loadFailed')} onRetry={() => upNext.refetch()} />
          ) : upNext.data.media.length === 0 ? (
            <p className="video-page__muted">{t('video.upNext.empty')}</p>
          ) : (
            <ul className="plain-list video-page__cards">
              {upNext.data.media.slice(0, 5).map((item) => (
                <li key={item.id}>
                  <MediaCard media={item} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {afterFirstFrame && media.data?.seasonId != null && (
          <SeasonEpisodes seasonId={media.data.seasonId} currentId={mediaId} />
        )}
      </aside>
    </div>
  );
}

function VideoDetails({ media, pending }: { media: MediaSummary | null | undefined; pending: boolean }) {
  const t = useTranslation();
  // While loading, the same lines as the details hold their place, so the comments below do not move.
  if (pending) {
    return (
      <>
        <h1 id="video-title" className="video-page__title">
          <Skeleton shape="text" width="60%" height="1lh" />
          <span className="visually-hidden">{t('video.loading')}</span>
        </h1>
        <p className="video-page__meta">
          <Skeleton shape="text" width="30%" height="1lh" />
        </p>
        <p className="video-page__description">
          <Skeleton shape="text" width="90%" height="1lh" />
        </p>
        <p className="video-page__muted video-page__shortcuts">{t('player.shortcuts')}</p>
      </>
    );
  }
  if (!media) return <h1 id="video-title">{t('video.title')}</h1>;
  return (
    <>
      <h1 id="video-title" className="video-page__title">
        {media.title}
      </h1>
      <p className="video-page__meta">
        <Link to={paths.show(media.showSlug)}>{media.showTitle}</Link>
        {media.seasonId != null && media.seasonNumber != null && media.episodeNumber != null && (
          <>
            {' · '}
            <SeasonLink seasonId={media.seasonId}>
              {t('catalog.episode', media.seasonNumber, media.episodeNumber)}
            </SeasonLink>
          </>
        )}
      </p>
      <div className="video-page__actions">
        <FollowButton target={{ showId: media.showId }} name={media.showTitle} />
        <WatchLaterButton mediaId={media.id} title={media.title} variant="page" />
      </div>
      <p className="video-page__description">{media.description}</p>
      <p className="video-page__muted video-page__shortcuts">{t('player.shortcuts')}</p>
    </>
  );
}

function SeasonEpisodes({ seasonId, currentId }: { seasonId: number; currentId: number }) {
  const t = useTranslation();
  const season = useSeason(seasonId);
  const [order, setOrder] = useState<PlaylistOrder>(
    () => storage.playlistOrder.get() ?? DEFAULT_PLAYLIST_ORDER,
  );

  function changeOrder(event: ChangeEvent<HTMLSelectElement>) {
    const chosen = event.target.value === 'newest' ? 'newest' : 'oldest';
    storage.playlistOrder.set(chosen);
    setOrder(chosen);
  }

  if (!season.isSuccess) return null;
  return (
    <section aria-labelledby="season-episodes-title" className="video-page__list">
      <div className="video-page__list-header">
        <h2 id="season-episodes-title">{t('video.episodes')}</h2>
        <select
          className="video-page__order"
          aria-label={t('video.order.label')}
          value={order}
          onChange={changeOrder}
        >
          <option value="oldest">{t('video.order.oldest')}</option>
          <option value="newest">{t('video.order.newest')}</option>
        </select>
      </div>
      <ol className="plain-list video-page__episodes">
        {orderEpisodes(season.data.media, order).map((episode) => (
          <li key={episode.id}>
            <VideoLink
              className="video-page__episode"
              mediaId={episode.id}
              state={{ media: episode }}
              aria-current={episode.id === currentId ? 'page' : undefined}
            >
              <span className="video-page__episode-number">{episode.episodeNumber}</span>
              <span>{episode.title}</span>
            </VideoLink>
          </li>
        ))}
      </ol>
    </section>
  );
}

function PlaybackRefusal({
  error,
  mediaId,
  onRetry,
}: {
  error: Error;
  mediaId: number;
  onRetry: () => Promise<unknown>;
}) {
  const t = useTranslation();
  const status = error instanceof ApiError ? error.status : null;
  if (status === 402) return <Paywall mediaId={mediaId} />;
  if (status === 403) {
    return (
      <div className="video-gate">
        <ErrorState
          title={t('video.deviceInactive.title')}
          body={t('video.deviceInactive.body')}
          action={
            <Link className={buttonClassName('primary')} to={paths.deviceManagement(mediaId)}>
              {t('video.deviceInactive.manage')}
            </Link>
          }
        />
      </div>
    );
  }
  if (status === 404) {
    return (
      <div className="video-gate">
        <EmptyState title={t('video.notFound.title')} body={t('video.notFound.body')} />
      </div>
    );
  }
  return (
    <div className="video-gate">
      <ErrorState
        title={status === 409 ? t('video.streamLimit.title') : t('video.loadFailed')}
        body={status === 409 ? t('video.streamLimit.body') : undefined}
        onRetry={onRetry}
      />
    </div>
  );
}
