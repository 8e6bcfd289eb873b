import type { WatchHistoryEntry } from '@crewcast/contracts/playback';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

/** GET /v1/watchHistory: what the member has started, most recent first. */
export const watchHistoryQueryOptions = () =>
  memberQueryOptions<WatchHistoryEntry[]>([MEMBER_QUERY_KEY, 'watch-history'], '/v1/watchHistory');

export const useWatchHistory = () => useQuery(watchHistoryQueryOptions());
