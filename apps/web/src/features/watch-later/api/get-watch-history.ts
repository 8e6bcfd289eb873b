import type { WatchHistoryEntry } from '@crewcast/contracts/playback';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** GET /v1/watchHistory: what the member has started, most recent first. */
export async function getWatchHistory(signal?: AbortSignal): Promise<WatchHistoryEntry[]> {
  return api.user.get<WatchHistoryEntry[]>('/v1/watchHistory', { signal, token: await requireToken() });
}

export function watchHistoryQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'watch-history'],
    queryFn: ({ signal }) => getWatchHistory(signal),
  });
}

export function useWatchHistory() {
  return useQuery(watchHistoryQueryOptions());
}
