import type {
  PasskeyOptionsSchema,
  RecoveryCodes,
  RecoveryCodesSchema,
} from '@crewcast/contracts/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { createPasskey } from '../passkey-prompts';
import { twoFactorQueryOptions } from './get-two-factor';

/**
 * Asks the server for options (with the current password), the browser for a new passkey, and hands the passkey to
 * the server to keep.
 */
export async function addPasskey({
  name,
  password,
}: {
  name: string;
  password: string;
}): Promise<RecoveryCodes> {
  const token = await requireToken();
  const options = await api.user.post<typeof PasskeyOptionsSchema>(
    '/v2/account/two-factor/passkeys/options',
    {
      body: { password },
      token,
    },
  );
  const credential = await createPasskey(options);
  return api.user.post<typeof RecoveryCodesSchema>('/v2/account/two-factor/passkeys', {
    body: { name, credential },
    token,
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey }),
  });
}
