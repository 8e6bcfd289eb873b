import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrityHeaders } from '@/lib/integrity';

export interface ResetPasswordInput {
  email: string;
  code: string;
  passwordNew: string;
}

/** Sets a new password with the code from the reset mail; this also ends every open session. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.user.post<typeof MessageSchema>('/v2/account/forgotten-password/change', {
    body: input,
    headers: await integrityHeaders('forgotten-password'),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
