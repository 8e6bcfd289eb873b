import type { MessageSchema } from '@crewcast/contracts/account';
import type { FactorProof } from '@crewcast/contracts/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { twoFactorQueryOptions } from './get-two-factor';

export interface RemoveSecondFactorInput {
  /** The authenticator app, or one passkey by its id. */
  factor: { kind: 'totp' } | { kind: 'passkey'; id: string };
  proof: FactorProof;
}

export async function removeSecondFactor({ factor, proof }: RemoveSecondFactorInput): Promise<void> {
  const path =
    factor.kind === 'totp'
      ? '/v2/account/two-factor/totp'
      : `/v2/account/two-factor/passkeys/${encodeURIComponent(factor.id)}`;
  await api.user.delete<typeof MessageSchema>(path, { body: proof, token: await requireToken() });
}

export function useRemoveSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey }),
  });
}
