import type { PasskeyOptionsSchema, RecoveryCodesSchema } from '@crewcast/contracts/two-factor';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { createPasskey } from '../passkey-prompts';
import { twoFactorQueryOptions } from './get-two-factor';

/**
 * Asks the server for options (with the current password), the browser for a new passkey, and hands the passkey to
 * the server to keep.
 */
export async function addPasskey({ name, password }: { name: string; password: string }) {
  const options = await memberRequest<typeof PasskeyOptionsSchema>(
    'post',
    '/v2/account/two-factor/passkeys/options',
    { body: { password } },
  );
  const credential = await createPasskey(options);
  return memberRequest<typeof RecoveryCodesSchema>('post', '/v2/account/two-factor/passkeys', {
    body: { name, credential },
  });
}

export const useAddPasskey = () => useMemberMutation(addPasskey, [twoFactorQueryOptions().queryKey]);
