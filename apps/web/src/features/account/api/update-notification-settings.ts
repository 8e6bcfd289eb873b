import type { NotificationSettings, NotificationSettingsSchema } from '@crewcast/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { notificationSettingsQueryOptions } from './get-notification-settings';

export async function updateNotificationSettings(
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return api.user.put<typeof NotificationSettingsSchema>('/v1/notifications/settings', {
    body: settings,
    token: await requireToken(),
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    // One save at a time, in the order made: the last switch flipped is what is kept.
    scope: { id: 'notification-settings' },
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, saved),
  });
}
