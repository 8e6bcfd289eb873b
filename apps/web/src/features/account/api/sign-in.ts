import type { AuthTokenSchema, IntegrityAction } from '@crewcast/contracts/account';
import type { LoginAnswerSchema } from '@crewcast/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api, type Answer } from '@/lib/api-client';
import { currentDevice } from '@/lib/browser-device';
import { integrityHeaders } from '@/lib/integrity';

/** A sign-in or sign-up from this browser, sent with the device it is and the integrity proof of its action. */
async function signIn<Shape>(path: string, action: IntegrityAction, body: object): Promise<Answer<Shape>> {
  return api.user.post<Shape>(path, {
    body: { ...body, device: currentDevice() },
    headers: await integrityHeaders(action),
  });
}

export interface LoginInput {
  email: string;
  password: string;
}

export const login = (input: LoginInput) =>
  signIn<typeof LoginAnswerSchema>('/v2/account/login', 'login', input);

export const useLogin = () => useMutation({ mutationFn: login });

export interface RegisterInput extends LoginInput {
  displayName: string;
}

export const register = (input: RegisterInput) =>
  signIn<typeof AuthTokenSchema>('/v2/account/register', 'register', input);

export const useRegister = () => useMutation({ mutationFn: register });

export interface ProviderLoginInput {
  provider: 'google' | 'apple';
  /** The provider's ID token. */
  token: string;
}

/** Signs in, or up, with a provider's ID token; new accounts choose a display name afterwards. */
export const loginWithProvider = ({ provider, token }: ProviderLoginInput) =>
  signIn<typeof LoginAnswerSchema>(`/v2/account/login/${provider}`, 'social-login', { token });

export const useLoginWithProvider = () => useMutation({ mutationFn: loginWithProvider });
