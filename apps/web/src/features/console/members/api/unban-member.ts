import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { consoleRequest } from '../../components/console-api';
import { useMemberAction } from './use-member-action';

/** Lifts a ban. */
export async function unbanMember({ userId }: { userId: string }): Promise<MemberDetail> {
  return consoleRequest<typeof MemberDetailSchema>(
    'delete',
    `/v1/admin/members/${encodeURIComponent(userId)}/ban`,
  );
}

export function useUnbanMember() {
  return useMemberAction(unbanMember);
}
