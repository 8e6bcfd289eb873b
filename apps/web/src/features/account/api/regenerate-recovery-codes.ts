import type { FactorProof, RecoveryCodesSchema } from '@crewcast/contracts/two-factor';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { twoFactorQueryOptions } from './get-two-factor';

/** A new set of recovery codes; the earlier ones stop working. */
export const regenerateRecoveryCodes = (proof: FactorProof) =>
  memberRequest<typeof RecoveryCodesSchema>('post', '/v2/account/two-factor/recovery-codes', { body: proof });

export const useRegenerateRecoveryCodes = () =>
  useMemberMutation(regenerateRecoveryCodes, [twoFactorQueryOptions().queryKey]);
