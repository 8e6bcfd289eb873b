import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { consoleRequest } from '../../components/console-api';
import { useMemberAction } from './use-member-action';

/** Bans the account: its sessions end at once and it cannot sign in until unbanned. */
export async function banMember({
  userId,
  reason,
}: {
  userId: string;
  reason: string;
}): Promise<MemberDetail> {
  return consoleRequest<typeof MemberDetailSchema>(
    'post',
    `/v1/admin/members/${encodeURIComponent(userId)}/ban`,
    { body: { reason } },
  );
}

export function useBanMember() {
  return useMemberAction(banMember);
}
