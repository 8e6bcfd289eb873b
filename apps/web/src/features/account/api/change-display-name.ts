import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { userInfoStore } from '@/lib/user-info/user-info-store';

export async function changeDisplayName({ displayName }: { displayName: string }): Promise<void> {
  await memberRequest<typeof MessageSchema>('put', '/v1/displayName', { body: { displayName } });
}

export function useChangeDisplayName() {
  return useMutation({
    mutationFn: changeDisplayName,
    onSuccess: (_result, { displayName }) => userInfoStore.update({ displayName: displayName.trim() }),
  });
}
