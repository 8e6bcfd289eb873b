import type { BadgeOptionsSchema, BadgeOptions } from '@crewcast/contracts/badges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getBadges(signal?: AbortSignal): Promise<BadgeOptions> {
  return api.user.get<typeof BadgeOptionsSchema>('/v1/badges/all', { signal, token: await requireToken() });
}

export function badgesQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'badges'],
    queryFn: ({ signal }) => getBadges(signal),
  });
}

export function useBadges() {
  return useQuery(badgesQueryOptions());
}
