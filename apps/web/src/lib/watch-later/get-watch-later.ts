import type { WatchLaterEntry } from '@crewcast/contracts/watch-later';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

/** GET /v1/watchLater: the episodes the member saved, most recently saved first. */
export const watchLaterQueryOptions = () =>
  memberQueryOptions<WatchLaterEntry[]>([MEMBER_QUERY_KEY, 'watch-later'], '/v1/watchLater');

export const useWatchLater = () => useQuery(watchLaterQueryOptions());
