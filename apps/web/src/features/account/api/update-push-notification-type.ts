import type { PushNotificationTypeSchema } from '@crewcast/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { pushNotificationTypeQueryOptions, type PushNotificationType } from './get-push-notification-type';

export async function updatePushNotificationType(type: PushNotificationType): Promise<PushNotificationType> {
  const answer = await memberRequest<typeof PushNotificationTypeSchema>('post', '/v2/pushnotification/type', {
    body: { pushNotificationType: type },
  });
  return answer.pushNotificationType;
}

export function useUpdatePushNotificationType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePushNotificationType,
    // One save at a time, in the order made: the last choice is what is kept.
    scope: { id: 'push-notification-type' },
    onSuccess: (saved) => queryClient.setQueryData(pushNotificationTypeQueryOptions().queryKey, saved),
  });
}
