import type { UserInfo } from '@crewcast/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { userInfoStore } from '@/lib/user-info/user-info-store';

/**
 * Asks for the account to be erased once the grace period ends, the current password confirming it is the member; it
 * can be cancelled until then.
 */
export async function requestAccountDeletion({
  reason,
  password,
}: {
  reason: string;
  password: string;
}): Promise<UserInfo['deleteRequest']> {
  const answer = await memberRequest<Pick<UserInfo, 'deleteRequest'>>('delete', '/v1/userinfo', {
    query: { reason },
    body: { password },
  });
  return answer.deleteRequest ?? null;
}

export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: requestAccountDeletion,
    onSuccess: (deleteRequest) => userInfoStore.update({ deleteRequest }),
  });
}
