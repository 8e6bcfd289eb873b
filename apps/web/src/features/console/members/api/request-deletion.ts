import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { consoleRequest } from '../../components/console-api';
import { useMemberAction } from './use-member-action';

/** Starts account deletion; the account is erased after the grace period unless cancelled. */
export async function requestDeletion({
  userId,
  reason,
}: {
  userId: string;
  reason: string;
}): Promise<MemberDetail> {
  return consoleRequest<typeof MemberDetailSchema>(
    'post',
    `/v1/admin/members/${encodeURIComponent(userId)}/deletion`,
    { body: { reason } },
  );
}

export function useRequestDeletion() {
  return useMemberAction(requestDeletion);
}
