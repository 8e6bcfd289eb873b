import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { channelsQueryOptions } from '@/features/home/api/get-channels';
import { recommendationsQueryOptions } from '@/features/home/api/get-recommendations';
import { showBySlugQueryOptions } from '@/features/shows/api/get-show-by-slug';
import { openPlaybackAhead } from '@/features/video/api/start-playback';
import { preloadHlsJs } from '@/features/video/player/playback-environment';
import { mediaQueryOptions } from '@/lib/catalog/get-media';
import { seasonQueryOptions } from '@/lib/catalog/get-season';
import { userChannelsQueryOptions } from '@/lib/catalog/get-user-channels';
import { isAuthenticated } from '@/lib/session';

/**
 * Starts a page's data requests from its route's loader, so they travel with the page's code rather than after
 * it; the page reads the same queries and shows its own loading and error states.
 */
export type RouteData = (queryClient: QueryClient, params: Params) => void;

function warm<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>) {
  // A failure is the page's to show, when its own query reads the same key.
  queryClient.ensureQueryData(options).catch(() => undefined);
}

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The member home: the banner and shows, the personal rows and the newest episodes. */
export const homeData: RouteData = (queryClient) => {
  if (!isAuthenticated()) return;
  warm(queryClient, channelsQueryOptions());
  warm(queryClient, userChannelsQueryOptions());
  warm(queryClient, recommendationsQueryOptions('new'));
};

/** A show and the member's progress in it. */
export const showData: RouteData = (queryClient, { slug }) => {
  if (slug) warm(queryClient, showBySlugQueryOptions(slug));
  warm(queryClient, userChannelsQueryOptions());
};

export const seasonData: RouteData = (queryClient, { seasonId }) => {
  const id = positiveId(seasonId);
  if (id !== null) warm(queryClient, seasonQueryOptions(id));
};

/** The video's details, and what its first frame needs: the playback session and the player's engine. */
export const videoData: RouteData = (queryClient, { mediaId }) => {
  const id = positiveId(mediaId);
  if (id === null) return;
  warm(queryClient, mediaQueryOptions(id));
  const session = openPlaybackAhead(queryClient, id);
  if (!session) return;
  // The player's module stays out of the app's entry. hls.js's code loads beside the session (for nothing when the
  // session answers with a paywall); the playlist and first segment once the session gives their address.
  preloadHlsJs();
  const player = import('@/features/video/player/attach-source');
  Promise.all([player, session])
    .then(([{ preloadEngine }, { sources }]) => preloadEngine(sources))
    .catch(() => undefined);
};
