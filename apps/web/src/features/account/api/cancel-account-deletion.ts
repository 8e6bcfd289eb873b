import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { userInfoStore } from '@/lib/user-info/user-info-store';

export async function cancelAccountDeletion({ userId }: { userId: string }): Promise<void> {
  await api.user.put<typeof MessageSchema>('/v1/userinfo/cancel-delete', {
    query: { userId },
    token: await requireToken(),
  });
}

export function useCancelAccountDeletion() {
  return useMutation({
    mutationFn: cancelAccountDeletion,
    onSuccess: () => userInfoStore.update({ deleteRequest: null }),
  });
}
