import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberAction } from './use-member-action';

/** Official accounts only; the member is signed out so the new type applies at once. */
export async function setAccountType({
  userId,
  accountType,
}: {
  userId: string;
  accountType: number;
}): Promise<MemberDetail> {
  return api.user.put<typeof MemberDetailSchema>(
    `/v1/admin/members/${encodeURIComponent(userId)}/account-type`,
    {
      body: { accountType },
      token: await requireToken(),
    },
  );
}

export function useSetAccountType() {
  return useMemberAction(setAccountType);
}
