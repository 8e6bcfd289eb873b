import type { TotpEnrolmentSchema } from '@crewcast/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';

/** A new secret for an authenticator app (with the current password); it counts once a code from the app confirms it. */
export const startTotp = (password: string) =>
  memberRequest<typeof TotpEnrolmentSchema>('post', '/v2/account/two-factor/totp', { body: { password } });

export function useStartTotp() {
  return useMutation({ mutationFn: startTotp });
}
