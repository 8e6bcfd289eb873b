import type { PushNotificationTypeSchema } from '@crewcast/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

export type PushNotificationType = 'all' | 'important' | 'none';

export const pushNotificationTypeQueryOptions = () =>
  memberQueryOptions<typeof PushNotificationTypeSchema, PushNotificationType>(
    [MEMBER_QUERY_KEY, 'push-notification-type'],
    '/v2/pushnotification/type',
    { pick: (answer) => answer.pushNotificationType },
  );

export const usePushNotificationType = () => useQuery(pushNotificationTypeQueryOptions());
