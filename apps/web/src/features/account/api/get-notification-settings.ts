import type { NotificationSettings, NotificationSettingsSchema } from '@crewcast/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return api.user.get<typeof NotificationSettingsSchema>('/v1/notifications/settings', {
    signal,
    token: await requireToken(),
  });
}

export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'notification-settings'],
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
