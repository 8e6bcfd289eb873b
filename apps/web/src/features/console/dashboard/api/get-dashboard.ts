import type { DashboardSchema } from '@crewcast/contracts/console-dashboard';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';

/** Live viewers and uploads move: the figures refresh while the dashboard is open. */
const REFRESH_MS = 30_000;

export const dashboardQueryOptions = () => ({
  ...memberQueryOptions<typeof DashboardSchema>(
    [MEMBER_QUERY_KEY, 'console', 'dashboard'],
    '/v1/admin/dashboard',
  ),
  refetchInterval: REFRESH_MS,
});

export const useDashboard = () => useQuery(dashboardQueryOptions());
