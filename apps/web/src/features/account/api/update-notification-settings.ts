import type { NotificationSettings, NotificationSettingsSchema } from '@crewcast/contracts/notifications';
import { memberRequest, useMemberSave } from '@/lib/member-api';
import { notificationSettingsQueryOptions } from './get-notification-settings';

export const updateNotificationSettings = (settings: NotificationSettings) =>
  memberRequest<typeof NotificationSettingsSchema>('put', '/v1/notifications/settings', { body: settings });

/** One save at a time, in the order made: the last switch flipped is what is kept. */
export const useUpdateNotificationSettings = () =>
  useMemberSave(
    updateNotificationSettings,
    notificationSettingsQueryOptions().queryKey,
    'notification-settings',
  );
