import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberAction } from './use-member-action';

/** Cancels the member's pending deletion. */
export async function cancelDeletion({ userId }: { userId: string }): Promise<MemberDetail> {
  return api.user.delete<typeof MemberDetailSchema>(
    `/v1/admin/members/${encodeURIComponent(userId)}/deletion`,
    {
      token: await requireToken(),
    },
  );
}

export function useCancelDeletion() {
  return useMemberAction(cancelDeletion);
}
