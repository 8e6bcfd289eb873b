import type { PatreonStatusSchema, PatreonStatus } from '@crewcast/contracts/patreon';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getPatreonStatus(signal?: AbortSignal): Promise<PatreonStatus> {
  return api.user.get<typeof PatreonStatusSchema>('/v1/patreon', { signal, token: await requireToken() });
}

export function patreonStatusQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'patreon'],
    queryFn: ({ signal }) => getPatreonStatus(signal),
  });
}

export function usePatreonStatus() {
  return useQuery(patreonStatusQueryOptions());
}
