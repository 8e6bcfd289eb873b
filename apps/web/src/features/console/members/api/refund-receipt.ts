import type { MemberDetailSchema, MemberDetail, RefundBody } from '@crewcast/contracts/members';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberAction } from './use-member-action';

/** Refunds a test-mode subscription receipt, taking back its Producer Points and the plan's badge. */
export async function refundReceipt({
  userId,
  receiptId,
  ...body
}: { userId: string; receiptId: string } & RefundBody): Promise<MemberDetail> {
  return api.user.post<typeof MemberDetailSchema>(
    `/v1/admin/members/${encodeURIComponent(userId)}/receipts/${encodeURIComponent(receiptId)}/refund`,
    { body, token: await requireToken() },
  );
}

export function useRefundReceipt() {
  return useMemberAction(refundReceipt);
}
