import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/** Mails a new verification link to the member's address. */
export async function resendVerification(): Promise<void> {
  await api.user.post<typeof MessageSchema>('/v1/emailverify/resend', { token: await requireToken() });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
