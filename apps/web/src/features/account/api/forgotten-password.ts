import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrityHeaders } from '@/lib/integrity';

async function forgottenPasswordRequest(path: string, body: object): Promise<void> {
  await api.user.post<typeof MessageSchema>(`/v2/account/forgotten-password/${path}`, {
    body,
    headers: await integrityHeaders('forgotten-password'),
  });
}

/** Mails a reset code if the address has an account; the answer is the same either way. */
export const sendPasswordReset = ({ email }: { email: string }) =>
  forgottenPasswordRequest('send', { email });

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset });

export interface ResetPasswordInput {
  email: string;
  code: string;
  passwordNew: string;
}

/** Sets a new password with the code from the reset mail; this also ends every open session. */
export const resetPassword = (input: ResetPasswordInput) => forgottenPasswordRequest('change', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
