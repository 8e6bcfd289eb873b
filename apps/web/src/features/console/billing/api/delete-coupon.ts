import type { CouponDeletedSchema } from '@crewcast/contracts/console-billing';
import { consoleRequest } from '../../components/console-api';
import { useCouponChange } from './use-coupon-change';

/** Deletes a code nobody has redeemed; the server keeps a redeemed one. */
export async function deleteCoupon(code: string): Promise<void> {
  await consoleRequest<typeof CouponDeletedSchema>('delete', `/v1/admin/coupons/${encodeURIComponent(code)}`);
}

export function useDeleteCoupon() {
  return useCouponChange(deleteCoupon);
}
