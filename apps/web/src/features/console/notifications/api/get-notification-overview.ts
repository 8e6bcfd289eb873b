import type { NotificationOverviewSchema } from '@crewcast/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';

export const notificationOverviewQueryOptions = () =>
  memberQueryOptions<typeof NotificationOverviewSchema>(
    [MEMBER_QUERY_KEY, 'console', 'notifications'],
    '/v1/admin/notifications',
  );

export const useNotificationOverview = () => useQuery(notificationOverviewQueryOptions());
