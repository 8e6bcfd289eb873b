import type { MemberDetailSchema, AdjustPointsBody, MemberDetail } from '@crewcast/contracts/members';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberAction } from './use-member-action';

/** Adds (positive) or takes away (negative) Producer Points; refused when the balance would go below zero. */
export async function adjustPoints({
  userId,
  ...adjustment
}: { userId: string } & AdjustPointsBody): Promise<MemberDetail> {
  return api.user.post<typeof MemberDetailSchema>(`/v1/admin/members/${encodeURIComponent(userId)}/points`, {
    body: adjustment,
    token: await requireToken(),
  });
}

export function useAdjustPoints() {
  return useMemberAction(adjustPoints);
}
