import type { SearchResultsSchema, SearchResults } from '@crewcast/contracts/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function searchCatalog(q: string, signal?: AbortSignal): Promise<SearchResults> {
  return api.contentCache.get<typeof SearchResultsSchema>('/channels/v14/search', { query: { q }, signal });
}

/** Shows and episodes matching the words; nothing is asked for while there are none. */
export function useCatalogSearch(q: string) {
  return useQuery({
    queryKey: ['catalog', 'search', q],
    queryFn: ({ signal }) => searchCatalog(q, signal),
    enabled: q !== '',
    // The last answer stays on screen while the next one loads, so results do not flash away as the member types.
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });
}
