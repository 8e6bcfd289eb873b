import type { NotificationSettingsSchema } from '@crewcast/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

export const notificationSettingsQueryOptions = () =>
  memberQueryOptions<typeof NotificationSettingsSchema>(
    [MEMBER_QUERY_KEY, 'notification-settings'],
    '/v1/notifications/settings',
  );

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
