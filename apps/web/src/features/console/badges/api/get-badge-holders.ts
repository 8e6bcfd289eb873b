import type { BadgeHoldersSchema, BadgeHolder } from '@crewcast/contracts/badges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getBadgeHolders(type: string, signal?: AbortSignal): Promise<BadgeHolder[]> {
  const answer = await api.user.get<typeof BadgeHoldersSchema>(
    `/v1/admin/badges/${encodeURIComponent(type)}/holders`,
    { signal, token: await requireToken() },
  );
  return answer.holders;
}

export function badgeHoldersQueryOptions(type: string) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'badges', type, 'holders'],
    queryFn: ({ signal }) => getBadgeHolders(type, signal),
  });
}

export function useBadgeHolders(type: string) {
  return useQuery(badgeHoldersQueryOptions(type));
}
