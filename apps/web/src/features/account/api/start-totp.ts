import type { TotpEnrolment, TotpEnrolmentSchema } from '@crewcast/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/** A new secret for an authenticator app (with the current password); it counts once a code from the app confirms it. */
export async function startTotp(password: string): Promise<TotpEnrolment> {
  return api.user.post<typeof TotpEnrolmentSchema>('/v2/account/two-factor/totp', {
    body: { password },
    token: await requireToken(),
  });
}

export function useStartTotp() {
  return useMutation({ mutationFn: startTotp });
}
