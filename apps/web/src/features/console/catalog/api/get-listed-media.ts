import type { MediaSummary, Show } from '@crewcast/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

/** The most episodes a curated list is picked from. */
const PICKABLE = 100;

/** What members can watch now (the newest episodes and the shows), to pick from and to preview with. */
export async function getListedMedia(signal?: AbortSignal) {
  const [media, shows] = await Promise.all([
    api.contentCache.get<MediaSummary[]>('/channels/v14/latest', {
      signal,
      query: { limit: PICKABLE },
    }),
    api.contentCache.get<Show[]>('/channels/v14/shows', { signal }),
  ]);
  return { media, shows };
}

export function listedMediaQueryOptions() {
  return queryOptions({ queryKey: catalogKeys.listed(), queryFn: ({ signal }) => getListedMedia(signal) });
}

export function useListedMedia() {
  return useQuery(listedMediaQueryOptions());
}
