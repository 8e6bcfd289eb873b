import type { WatchLaterEntry } from '@crewcast/contracts/watch-later';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** GET /v1/watchLater: the episodes the member saved, most recently saved first. */
export async function getWatchLater(signal?: AbortSignal): Promise<WatchLaterEntry[]> {
  return api.user.get<WatchLaterEntry[]>('/v1/watchLater', { signal, token: await requireToken() });
}

export function watchLaterQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'watch-later'],
    queryFn: ({ signal }) => getWatchLater(signal),
  });
}

export function useWatchLater() {
  return useQuery(watchLaterQueryOptions());
}
