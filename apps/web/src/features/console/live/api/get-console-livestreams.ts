import type { ConsoleLivestream } from '@crewcast/contracts/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

export const CONSOLE_LIVESTREAMS_KEY = ['console', 'livestreams'] as const;
/** While a stream is live its viewers and ingest health are read again this often. */
const LIVE_REFRESH_MS = 5000;

export async function getConsoleLivestreams(signal?: AbortSignal): Promise<ConsoleLivestream[]> {
  const { livestreams } = await api.user.get<{ livestreams: ConsoleLivestream[] }>('/v1/admin/livestreams', {
    signal,
    token: await requireToken(),
  });
  return livestreams;
}

export function consoleLivestreamsQueryOptions() {
  return queryOptions({
    queryKey: CONSOLE_LIVESTREAMS_KEY,
    queryFn: ({ signal }) => getConsoleLivestreams(signal),
    refetchInterval: (query) =>
      query.state.data?.some((stream) => stream.state === 'live') ? LIVE_REFRESH_MS : false,
  });
}

export function useConsoleLivestreams() {
  return useQuery(consoleLivestreamsQueryOptions());
}
