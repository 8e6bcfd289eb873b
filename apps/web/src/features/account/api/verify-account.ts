import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { userInfoStore } from '@/lib/user-info/user-info-store';

/** Gives an account made with Google or Apple the display name its member chose. */
export async function verifyAccount({ displayName }: { displayName: string }): Promise<void> {
  await api.user.post<typeof MessageSchema>('/v1/verifyAccount', {
    body: { authToken: await requireToken(), displayName },
  });
}

export function useVerifyAccount() {
  return useMutation({
    mutationFn: verifyAccount,
    onSuccess: (_result, { displayName }) =>
      userInfoStore.update({ displayName: displayName.trim(), nameRequired: false }),
  });
}
