import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { consoleRequest } from '../../components/console-api';
import { useMemberAction } from './use-member-action';

/** Ends every session of the member and closes their realtime connections. */
export async function signOutMember({ userId }: { userId: string }): Promise<MemberDetail> {
  return consoleRequest<typeof MemberDetailSchema>(
    'post',
    `/v1/admin/members/${encodeURIComponent(userId)}/sign-out`,
  );
}

export function useSignOutMember() {
  return useMemberAction(signOutMember);
}
