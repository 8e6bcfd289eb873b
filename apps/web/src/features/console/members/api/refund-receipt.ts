import type { MemberDetailSchema, MemberDetail, RefundBody } from '@crewcast/contracts/members';
import { consoleRequest } from '../../components/console-api';
import { useMemberAction } from './use-member-action';

/** Refunds a test-mode subscription receipt, taking back its Producer Points and the plan's badge. */
export async function refundReceipt({
  userId,
  receiptId,
  ...body
}: { userId: string; receiptId: string } & RefundBody): Promise<MemberDetail> {
  return consoleRequest<typeof MemberDetailSchema>(
    'post',
    `/v1/admin/members/${encodeURIComponent(userId)}/receipts/${encodeURIComponent(receiptId)}/refund`,
    { body },
  );
}

export function useRefundReceipt() {
  return useMemberAction(refundReceipt);
}
