import type { RecoveryCodes, RecoveryCodesSchema } from '@crewcast/contracts/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { twoFactorQueryOptions } from './get-two-factor';

export async function confirmTotp(code: string): Promise<RecoveryCodes> {
  return api.user.post<typeof RecoveryCodesSchema>('/v2/account/two-factor/totp/confirm', {
    body: { code },
    token: await requireToken(),
  });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey }),
  });
}
