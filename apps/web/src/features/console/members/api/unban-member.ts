import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberAction } from './use-member-action';

/** Lifts a ban. */
export async function unbanMember({ userId }: { userId: string }): Promise<MemberDetail> {
  return api.user.delete<typeof MemberDetailSchema>(`/v1/admin/members/${encodeURIComponent(userId)}/ban`, {
    token: await requireToken(),
  });
}

export function useUnbanMember() {
  return useMemberAction(unbanMember);
}
