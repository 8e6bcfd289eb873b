import type { DashboardSchema, Dashboard } from '@crewcast/contracts/console-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** Live viewers and uploads move: the figures refresh while the dashboard is open. */
const REFRESH_MS = 30_000;

export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.user.get<typeof DashboardSchema>('/v1/admin/dashboard', { signal, token: await requireToken() });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: REFRESH_MS,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
