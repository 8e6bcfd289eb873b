import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { userInfoStore } from '@/lib/user-info/user-info-store';

export async function changeDisplayName({ displayName }: { displayName: string }): Promise<void> {
  await api.user.put<typeof MessageSchema>('/v1/displayName', {
    body: { displayName },
    token: await requireToken(),
  });
}

export function useChangeDisplayName() {
  return useMutation({
    mutationFn: changeDisplayName,
    onSuccess: (_result, { displayName }) => userInfoStore.update({ displayName: displayName.trim() }),
  });
}
