import type { PlaybackSessionSchema, PlaybackSession } from '@crewcast/contracts/playback';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** Opens a playback session: access is checked and signed sources come back with the saved progress. */
export async function startPlayback(mediaId: number): Promise<PlaybackSession> {
  return api.user.post<typeof PlaybackSessionSchema>(`/v1/playback/${mediaId}`, {
    token: await requireToken(),
  });
}

export function playbackQueryOptions(mediaId: number) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'playback', mediaId],
    queryFn: () => startPlayback(mediaId),
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
