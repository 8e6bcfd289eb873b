import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberAction } from './use-member-action';

/** Bans the account: its sessions end at once and it cannot sign in until unbanned. */
export async function banMember({
  userId,
  reason,
}: {
  userId: string;
  reason: string;
}): Promise<MemberDetail> {
  return api.user.post<typeof MemberDetailSchema>(`/v1/admin/members/${encodeURIComponent(userId)}/ban`, {
    body: { reason },
    token: await requireToken(),
  });
}

export function useBanMember() {
  return useMemberAction(banMember);
}
