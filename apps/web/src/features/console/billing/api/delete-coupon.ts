import type { CouponDeletedSchema } from '@crewcast/contracts/console-billing';
import { memberRequest } from '@/lib/member-api';
import { useCouponChange } from './use-coupon-change';

/** Deletes a code nobody has redeemed; the server keeps a redeemed one. */
export async function deleteCoupon(code: string): Promise<void> {
  await memberRequest<typeof CouponDeletedSchema>('delete', `/v1/admin/coupons/${encodeURIComponent(code)}`);
}

export function useDeleteCoupon() {
  return useCouponChange(deleteCoupon);
}
