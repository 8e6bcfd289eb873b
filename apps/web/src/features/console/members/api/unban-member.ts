import { MemberDetailSchema, type MemberDetail } from '@crewcast/contracts/members';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberAction } from './use-member-action';

/** Lifts a ban. */
export async function unbanMember({ userId }: { userId: string }): Promise<MemberDetail> {
  return api.user.delete(`/v1/admin/members/${encodeURIComponent(userId)}/ban`, MemberDetailSchema, {
    token: await requireToken(),
  });
}

export function useUnbanMember() {
  return useMemberAction(unbanMember);
}
