import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { consoleRequest } from '../../components/console-api';
import { useMemberAction } from './use-member-action';

/** Cancels the member's pending deletion. */
export async function cancelDeletion({ userId }: { userId: string }): Promise<MemberDetail> {
  return consoleRequest<typeof MemberDetailSchema>(
    'delete',
    `/v1/admin/members/${encodeURIComponent(userId)}/deletion`,
  );
}

export function useCancelDeletion() {
  return useMemberAction(cancelDeletion);
}
