import type { MemberDetailSchema, AdjustPointsBody, MemberDetail } from '@crewcast/contracts/members';
import { consoleRequest } from '../../components/console-api';
import { useMemberAction } from './use-member-action';

/** Adds (positive) or takes away (negative) Producer Points; refused when the balance would go below zero. */
export async function adjustPoints({
  userId,
  ...adjustment
}: { userId: string } & AdjustPointsBody): Promise<MemberDetail> {
  return consoleRequest<typeof MemberDetailSchema>(
    'post',
    `/v1/admin/members/${encodeURIComponent(userId)}/points`,
    { body: adjustment },
  );
}

export function useAdjustPoints() {
  return useMemberAction(adjustPoints);
}
