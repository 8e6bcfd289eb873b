import type { MemberDetailSchema, GrantTimeBody, MemberDetail } from '@crewcast/contracts/members';
import { consoleRequest } from '../../components/console-api';
import { useMemberAction } from './use-member-action';

/** Adds days or months of complimentary access. */
export async function grantTime({
  userId,
  ...grant
}: { userId: string } & GrantTimeBody): Promise<MemberDetail> {
  return consoleRequest<typeof MemberDetailSchema>(
    'post',
    `/v1/admin/members/${encodeURIComponent(userId)}/subscription-time`,
    { body: grant },
  );
}

export function useGrantTime() {
  return useMemberAction(grantTime);
}
