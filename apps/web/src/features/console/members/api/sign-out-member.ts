import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberAction } from './use-member-action';

/** Ends every session of the member and closes their realtime connections. */
export async function signOutMember({ userId }: { userId: string }): Promise<MemberDetail> {
  return api.user.post<typeof MemberDetailSchema>(
    `/v1/admin/members/${encodeURIComponent(userId)}/sign-out`,
    {
      token: await requireToken(),
    },
  );
}

export function useSignOutMember() {
  return useMemberAction(signOutMember);
}
