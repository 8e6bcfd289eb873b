import type { LoginAnswer, LoginAnswerSchema } from '@crewcast/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentDevice } from '@/lib/browser-device';
import { integrityHeaders } from '@/lib/integrity';

export interface LoginInput {
  email: string;
  password: string;
}

export async function login(input: LoginInput): Promise<LoginAnswer> {
  return api.user.post<typeof LoginAnswerSchema>('/v2/account/login', {
    body: { ...input, device: currentDevice() },
    headers: await integrityHeaders('login'),
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
