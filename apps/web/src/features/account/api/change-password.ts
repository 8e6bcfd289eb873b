import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { integrityHeaders } from '@/lib/integrity';
import { memberRequest } from '@/lib/member-api';

export interface ChangePasswordInput {
  email: string;
  passwordOld: string;
  passwordNew: string;
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await memberRequest<typeof MessageSchema>('post', '/v2/account/change/password', {
    body: input,
    headers: await integrityHeaders('change-password'),
  });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
