import type { AdminBadgeTypesSchema, AdminBadgeType } from '@crewcast/contracts/badges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getBadgeTypes(signal?: AbortSignal): Promise<AdminBadgeType[]> {
  const answer = await api.user.get<typeof AdminBadgeTypesSchema>('/v1/admin/badges', {
    signal,
    token: await requireToken(),
  });
  return answer.badges;
}

export function badgeTypesQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'badges'],
    queryFn: ({ signal }) => getBadgeTypes(signal),
  });
}

export function useBadgeTypes() {
  return useQuery(badgeTypesQueryOptions());
}
