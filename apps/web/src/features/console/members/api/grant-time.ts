import type { MemberDetailSchema, GrantTimeBody, MemberDetail } from '@crewcast/contracts/members';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberAction } from './use-member-action';

/** Adds days or months of complimentary access. */
export async function grantTime({
  userId,
  ...grant
}: { userId: string } & GrantTimeBody): Promise<MemberDetail> {
  return api.user.post<typeof MemberDetailSchema>(
    `/v1/admin/members/${encodeURIComponent(userId)}/subscription-time`,
    {
      body: grant,
      token: await requireToken(),
    },
  );
}

export function useGrantTime() {
  return useMemberAction(grantTime);
}
