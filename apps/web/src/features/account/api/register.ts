import type { AuthTokenSchema, AuthToken } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentDevice } from '@/lib/browser-device';
import { integrityHeaders } from '@/lib/integrity';

export interface RegisterInput {
  displayName: string;
  email: string;
  password: string;
}

export async function register(input: RegisterInput): Promise<AuthToken> {
  return api.user.post<typeof AuthTokenSchema>('/v2/account/register', {
    body: { ...input, device: currentDevice() },
    headers: await integrityHeaders('register'),
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
