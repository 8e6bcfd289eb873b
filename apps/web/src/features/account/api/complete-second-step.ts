import type { AuthToken, AuthTokenSchema } from '@crewcast/contracts/account';
import type { SecondFactorChallenge } from '@crewcast/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentDevice } from '@/lib/browser-device';
import { signWithPasskey } from '../passkey-prompts';

export type SecondStep = SecondFactorChallenge['secondFactor'];

/** A login's second step, answered with a code (from the app, or a recovery code) or with a passkey. */
export type SecondStepAnswer = { code: string } | { passkey: true };

export async function completeSecondStep(step: SecondStep, answer: SecondStepAnswer): Promise<AuthToken> {
  const proof =
    'code' in answer ? { code: answer.code } : { passkey: await signWithPasskey(step.passkeyOptions ?? {}) };
  return api.user.post<typeof AuthTokenSchema>('/v2/account/login/second-factor', {
    body: { challenge: step.challenge, device: currentDevice(), ...proof },
  });
}

export function useCompleteSecondStep(step: SecondStep) {
  return useMutation({ mutationFn: (answer: SecondStepAnswer) => completeSecondStep(step, answer) });
}
