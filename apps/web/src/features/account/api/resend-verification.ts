import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';

/** Mails a new verification link to the member's address. */
export async function resendVerification(): Promise<void> {
  await memberRequest<typeof MessageSchema>('post', '/v1/emailverify/resend');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
