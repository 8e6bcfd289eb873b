import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { userInfoStore } from '@/lib/user-info/user-info-store';

export async function cancelAccountDeletion({ userId }: { userId: string }): Promise<void> {
  await memberRequest<typeof MessageSchema>('put', '/v1/userinfo/cancel-delete', { query: { userId } });
}

export function useCancelAccountDeletion() {
  return useMutation({
    mutationFn: cancelAccountDeletion,
    onSuccess: () => userInfoStore.update({ deleteRequest: null }),
  });
}
