import { MemberDetailSchema, type GrantTimeBody, type MemberDetail } from '@crewcast/contracts/members';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberAction } from './use-member-action';

/** Adds days or months of complimentary access. */
export async function grantTime({
  userId,
  ...grant
}: { userId: string } & GrantTimeBody): Promise<MemberDetail> {
  return api.user.post(
    `/v1/admin/members/${encodeURIComponent(userId)}/subscription-time`,
    MemberDetailSchema,
    {
      body: grant,
      token: await requireToken(),
    },
  );
}

export function useGrantTime() {
  return useMemberAction(grantTime);
}
