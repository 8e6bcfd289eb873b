import type { ConsoleLivestream } from '@crewcast/contracts/live';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtime } from '@/lib/realtime/realtime-context';
import { memberQueryOptions } from '@/lib/member-api';

export const CONSOLE_LIVESTREAMS_KEY = ['console', 'livestreams'] as const;
/** While a stream is live or an encoder connected, viewers and ingest health are read again at the ingest's pace. */
const LIVE_REFRESH_MS = 2000;

export function consoleLivestreamsQueryOptions() {
  return queryOptions({
    ...memberQueryOptions<{ livestreams: ConsoleLivestream[] }, ConsoleLivestream[]>(
      CONSOLE_LIVESTREAMS_KEY,
      '/v1/admin/livestreams',
      { pick: (answer) => answer.livestreams },
    ),
    refetchInterval: (query) =>
      query.state.data?.some((stream) => stream.state === 'live' || stream.ingestHealth)
        ? LIVE_REFRESH_MS
        : false,
  });
}

/**
 * The livestreams, read again whenever the server pushes a new livestream status: an encoder connecting, its
 * packaging failing, a stream going live or ending, on whichever node that happened.
 */
export function useConsoleLivestreams() {
  const connection = useRealtime();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      connection.subscribe('livestream', (push) => {
        if (push.type === 'status') void queryClient.invalidateQueries({ queryKey: CONSOLE_LIVESTREAMS_KEY });
      }),
    [connection, queryClient],
  );
  return useQuery(consoleLivestreamsQueryOptions());
}
