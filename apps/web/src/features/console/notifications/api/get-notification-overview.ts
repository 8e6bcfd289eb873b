import type { NotificationOverview, NotificationOverviewSchema } from '@crewcast/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getNotificationOverview(signal?: AbortSignal): Promise<NotificationOverview> {
  return api.user.get<typeof NotificationOverviewSchema>('/v1/admin/notifications', {
    signal,
    token: await requireToken(),
  });
}

export function notificationOverviewQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'notifications'],
    queryFn: ({ signal }) => getNotificationOverview(signal),
  });
}

export function useNotificationOverview() {
  return useQuery(notificationOverviewQueryOptions());
}
