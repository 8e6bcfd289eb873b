import type { MediaSummary } from '@crewcast/contracts/content';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPageRequest, type PageRequest } from '../browse-paging';

export async function getLatest(
  { offset, limit }: PageRequest,
  signal?: AbortSignal,
): Promise<MediaSummary[]> {
  return api.contentCache.get<MediaSummary[]>('/channels/v14/latest', { query: { offset, limit }, signal });
}

export function latestQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'latest'],
    queryFn: ({ pageParam, signal }) => getLatest(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (_lastPage, pages) => nextPageRequest(pages),
    // Keeps the loaded pages when the member comes back, so the scroll position can be restored.
    staleTime: 5 * 60 * 1000,
  });
}

/** Every episode, newest first, page by page. */
export function useLatest() {
  return useInfiniteQuery(latestQueryOptions());
}
