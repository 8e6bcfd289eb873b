import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrityHeaders } from '@/lib/integrity';
import { requireToken } from '@/lib/session';

export interface ChangePasswordInput {
  email: string;
  passwordOld: string;
  passwordNew: string;
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const token = await requireToken();
  await api.user.post<typeof MessageSchema>('/v2/account/change/password', {
    body: input,
    token,
    headers: await integrityHeaders('change-password'),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
