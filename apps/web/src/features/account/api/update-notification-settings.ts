import type { NotificationSettings, NotificationSettingsSchema } from '@crewcast/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { notificationSettingsQueryOptions } from './get-notification-settings';

export const updateNotificationSettings = (settings: NotificationSettings) =>
  memberRequest<typeof NotificationSettingsSchema>('put', '/v1/notifications/settings', { body: settings });

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    // One save at a time, in the order made: the last switch flipped is what is kept.
    scope: { id: 'notification-settings' },
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, saved),
  });
}
