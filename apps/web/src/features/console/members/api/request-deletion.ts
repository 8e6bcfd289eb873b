import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberAction } from './use-member-action';

/** Starts account deletion; the account is erased after the grace period unless cancelled. */
export async function requestDeletion({
  userId,
  reason,
}: {
  userId: string;
  reason: string;
}): Promise<MemberDetail> {
  return api.user.post<typeof MemberDetailSchema>(
    `/v1/admin/members/${encodeURIComponent(userId)}/deletion`,
    {
      body: { reason },
      token: await requireToken(),
    },
  );
}

export function useRequestDeletion() {
  return useMemberAction(requestDeletion);
}
