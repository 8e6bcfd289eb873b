import type {
  RecommendationSchema,
  Recommendation,
  RecommendationType,
} from '@crewcast/contracts/recommendations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { getValidToken } from '@/lib/session';

export async function getRecommendations(
  type: RecommendationType,
  signal?: AbortSignal,
): Promise<Recommendation> {
  const token = (await getValidToken()) ?? undefined;
  return api.content.get<typeof RecommendationSchema>(`/v7/recommendations/${type}`, { signal, token });
}

export function recommendationsQueryOptions(type: RecommendationType) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'recommendations', type],
    queryFn: ({ signal }) => getRecommendations(type, signal),
  });
}

/** One kind of recommendation (SPEC section 7, v7), personal when a member is logged in. */
export function useRecommendations(type: RecommendationType) {
  return useQuery(recommendationsQueryOptions(type));
}
