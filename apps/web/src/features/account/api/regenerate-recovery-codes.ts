import type { FactorProof, RecoveryCodes, RecoveryCodesSchema } from '@crewcast/contracts/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { twoFactorQueryOptions } from './get-two-factor';

/** A new set of recovery codes; the earlier ones stop working. */
export async function regenerateRecoveryCodes(proof: FactorProof): Promise<RecoveryCodes> {
  return api.user.post<typeof RecoveryCodesSchema>('/v2/account/two-factor/recovery-codes', {
    body: proof,
    token: await requireToken(),
  });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey }),
  });
}
