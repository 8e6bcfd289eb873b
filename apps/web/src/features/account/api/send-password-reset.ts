import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrityHeaders } from '@/lib/integrity';

/** Mails a reset code if the address has an account; the answer is the same either way. */
export async function sendPasswordReset({ email }: { email: string }): Promise<void> {
  await api.user.post<typeof MessageSchema>('/v2/account/forgotten-password/send', {
    body: { email },
    headers: await integrityHeaders('forgotten-password'),
  });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
