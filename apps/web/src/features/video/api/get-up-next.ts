import type { RecommendationSchema, Recommendation } from '@crewcast/contracts/recommendations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

export const UP_NEXT_COUNT = 10;

export async function getUpNext(mediaId: number, signal?: AbortSignal): Promise<Recommendation> {
  return api.content.get<typeof RecommendationSchema>(`/v7/recommendations/up-next/${mediaId}`, {
    query: { count: UP_NEXT_COUNT },
    signal,
  });
}

export function upNextQueryOptions(mediaId: number) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'up-next', mediaId],
    queryFn: ({ signal }) => getUpNext(mediaId, signal),
  });
}

/** What to watch after this video: the next episode first; asked for once `enabled`. */
export function useUpNext(mediaId: number, enabled: boolean) {
  return useQuery({ ...upNextQueryOptions(mediaId), enabled });
}
