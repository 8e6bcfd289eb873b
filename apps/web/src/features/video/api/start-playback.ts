import type { PlaybackSessionSchema, PlaybackSession } from '@crewcast/contracts/playback';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { isAuthenticated, requireToken } from '@/lib/session';
import { endPlayback } from './end-playback';

/** Opens a playback session: access is checked and signed sources come back with the saved progress. */
export async function startPlayback(mediaId: number): Promise<PlaybackSession> {
  return api.user.post<typeof PlaybackSessionSchema>(`/v1/playback/${mediaId}`, {
    token: await requireToken(),
  });
}

/** How long a session opened ahead waits for its page; one not taken by then is ended, freeing its stream. */
export const OPENED_AHEAD_WAIT_MS = 30_000;

/** Sessions opened ahead of the video page by its route, by media id, until the page takes them. */
const openedAhead = new Map<number, Promise<PlaybackSession>>();

/**
 * Opens the session of `mediaId` while the page's code and start-up still load, so the player has its sources
 * as soon as it appears; answers it (the one already waiting, if any), or null for a visitor not logged in or a
 * video a page already plays. Its
 * failure (a paywall, the stream limit) is the page's to show when it takes it.
 */
export function openPlaybackAhead(
  queryClient: QueryClient,
  mediaId: number,
): Promise<PlaybackSession> | null {
  if (!isAuthenticated()) return null;
  // A page already playing this video (a link to it followed again) keeps its session: none is opened beside it.
  const shown = queryClient.getQueryCache().find({ queryKey: playbackQueryOptions(mediaId).queryKey });
  if (shown && shown.getObserversCount() > 0) return null;
  const ahead = openedAhead.get(mediaId);
  if (ahead) return ahead;
  const session = startPlayback(mediaId);
  openedAhead.set(mediaId, session);
  session.catch(() => undefined);
  setTimeout(() => {
    if (openedAhead.get(mediaId) !== session) return;
    openedAhead.delete(mediaId);
    session.then(({ sessionId }) => endPlayback(sessionId)).catch(() => undefined);
  }, OPENED_AHEAD_WAIT_MS);
  return session;
}

/** The session opened ahead for `mediaId`, once, or a new one. */
function takeOrStartPlayback(mediaId: number): Promise<PlaybackSession> {
  const ahead = openedAhead.get(mediaId);
  openedAhead.delete(mediaId);
  return ahead ?? startPlayback(mediaId);
}

export function playbackQueryOptions(mediaId: number) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'playback', mediaId],
    queryFn: () => takeOrStartPlayback(mediaId),
    // Each visit opens its own session; a kept one would have been ended when the member left.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function usePlaybackSession(mediaId: number) {
  return useQuery(playbackQueryOptions(mediaId));
}
