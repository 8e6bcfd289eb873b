import type { LoginAnswer, LoginAnswerSchema } from '@crewcast/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentDevice } from '@/lib/browser-device';
import { integrityHeaders } from '@/lib/integrity';

export interface ProviderLoginInput {
  provider: 'google' | 'apple';
  /** The provider's ID token. */
  token: string;
}

/** Signs in, or up, with a provider's ID token; new accounts choose a display name afterwards. */
export async function loginWithProvider({ provider, token }: ProviderLoginInput): Promise<LoginAnswer> {
  return api.user.post<typeof LoginAnswerSchema>(`/v2/account/login/${provider}`, {
    body: { token, device: currentDevice() },
    headers: await integrityHeaders('social-login'),
  });
}

export function useLoginWithProvider() {
  return useMutation({ mutationFn: loginWithProvider });
}
