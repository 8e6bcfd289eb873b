import { MemberDetailSchema, type MemberDetail } from '@crewcast/contracts/members';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberAction } from './use-member-action';

/** Cancels the member's pending deletion. */
export async function cancelDeletion({ userId }: { userId: string }): Promise<MemberDetail> {
  return api.user.delete(`/v1/admin/members/${encodeURIComponent(userId)}/deletion`, MemberDetailSchema, {
    token: await requireToken(),
  });
}

export function useCancelDeletion() {
  return useMemberAction(cancelDeletion);
}
