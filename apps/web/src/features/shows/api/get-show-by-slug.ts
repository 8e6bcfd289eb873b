import type { ShowSchema, Show } from '@crewcast/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getShowBySlug(slug: string, signal?: AbortSignal): Promise<Show> {
  return api.contentCache.get<typeof ShowSchema>(`/channels/v14/slug/${encodeURIComponent(slug)}`, {
    signal,
  });
}

export function showBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['catalog', 'show', slug],
    queryFn: ({ signal }) => getShowBySlug(slug, signal),
  });
}

export function useShowBySlug(slug: string) {
  return useQuery(showBySlugQueryOptions(slug));
}
