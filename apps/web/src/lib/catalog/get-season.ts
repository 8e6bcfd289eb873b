import type { SeasonSchema, Season } from '@crewcast/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getSeason(seasonId: number, signal?: AbortSignal): Promise<Season> {
  return api.contentCache.get<typeof SeasonSchema>(`/channels/v14/season/${seasonId}`, { signal });
}

export function seasonQueryOptions(seasonId: number) {
  return queryOptions({
    queryKey: ['catalog', 'season', seasonId],
    queryFn: ({ signal }) => getSeason(seasonId, signal),
  });
}

/** A season with its episodes; shared by the season page and the video page's episode list. */
export function useSeason(seasonId: number | null) {
  return useQuery({ ...seasonQueryOptions(seasonId ?? 0), enabled: seasonId !== null });
}
