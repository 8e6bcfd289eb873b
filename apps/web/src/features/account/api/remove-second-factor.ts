import type { MessageSchema } from '@crewcast/contracts/account';
import type { FactorProof } from '@crewcast/contracts/two-factor';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
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
  await memberRequest<typeof MessageSchema>('delete', path, { body: proof });
}

export const useRemoveSecondFactor = () =>
  useMemberMutation(removeSecondFactor, [twoFactorQueryOptions().queryKey]);
