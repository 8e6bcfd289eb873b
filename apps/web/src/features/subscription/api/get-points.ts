import type { PointsSchema, Points } from '@crewcast/contracts/points';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** GET /v1/points/: the member's Producer Points, which subscription periods add to. */
export async function getPoints(signal?: AbortSignal): Promise<Points> {
  return api.user.get<typeof PointsSchema>('/v1/points/', { signal, token: await requireToken() });
}

export function pointsQueryOptions() {
  return queryOptions({ queryKey: [MEMBER_QUERY_KEY, 'points'], queryFn: ({ signal }) => getPoints(signal) });
}

export function usePoints(enabled: boolean) {
  return useQuery({ ...pointsQueryOptions(), enabled });
}
