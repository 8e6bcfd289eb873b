import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

export async function completeEmailChange({ code }: { code: string }): Promise<void> {
  await api.user.post<typeof MessageSchema>('/v2/account/change/email/complete', {
    body: { code },
    token: await requireToken(),
  });
}

export function useCompleteEmailChange() {
  return useMutation({ mutationFn: completeEmailChange });
}
