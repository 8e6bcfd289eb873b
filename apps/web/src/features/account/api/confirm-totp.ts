import type { RecoveryCodesSchema } from '@crewcast/contracts/two-factor';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { twoFactorQueryOptions } from './get-two-factor';

export const confirmTotp = (code: string) =>
  memberRequest<typeof RecoveryCodesSchema>('post', '/v2/account/two-factor/totp/confirm', {
    body: { code },
  });

export const useConfirmTotp = () => useMemberMutation(confirmTotp, [twoFactorQueryOptions().queryKey]);
