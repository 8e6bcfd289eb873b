import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { consoleRequest } from '../../components/console-api';
import { useMemberAction } from './use-member-action';

/** Official accounts only; the member is signed out so the new type applies at once. */
export async function setAccountType({
  userId,
  accountType,
}: {
  userId: string;
  accountType: number;
}): Promise<MemberDetail> {
  return consoleRequest<typeof MemberDetailSchema>(
    'put',
    `/v1/admin/members/${encodeURIComponent(userId)}/account-type`,
    { body: { accountType } },
  );
}

export function useSetAccountType() {
  return useMemberAction(setAccountType);
}
