import type { PushNotificationTypeSchema } from '@crewcast/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export type PushNotificationType = 'all' | 'important' | 'none';

export async function getPushNotificationType(signal?: AbortSignal): Promise<PushNotificationType> {
  const answer = await api.user.get<typeof PushNotificationTypeSchema>('/v2/pushnotification/type', {
    signal,
    token: await requireToken(),
  });
  return answer.pushNotificationType;
}

export function pushNotificationTypeQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'push-notification-type'],
    queryFn: ({ signal }) => getPushNotificationType(signal),
  });
}

export function usePushNotificationType() {
  return useQuery(pushNotificationTypeQueryOptions());
}
