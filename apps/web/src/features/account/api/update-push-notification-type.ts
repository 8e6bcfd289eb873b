import type { PushNotificationTypeSchema } from '@crewcast/contracts/users';
import { memberRequest, useMemberSave } from '@/lib/member-api';
import { pushNotificationTypeQueryOptions, type PushNotificationType } from './get-push-notification-type';

export async function updatePushNotificationType(type: PushNotificationType): Promise<PushNotificationType> {
  const answer = await memberRequest<typeof PushNotificationTypeSchema>('post', '/v2/pushnotification/type', {
    body: { pushNotificationType: type },
  });
  return answer.pushNotificationType;
}

/** One save at a time, in the order made: the last choice is what is kept. */
export const useUpdatePushNotificationType = () =>
  useMemberSave(
    updatePushNotificationType,
    pushNotificationTypeQueryOptions().queryKey,
    'push-notification-type',
  );
