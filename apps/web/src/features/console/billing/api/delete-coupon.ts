import type { CouponDeletedSchema } from '@crewcast/contracts/console-billing';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCouponChange } from './use-coupon-change';

/** Deletes a code nobody has redeemed; the server keeps a redeemed one. */
export async function deleteCoupon(code: string): Promise<void> {
  await api.user.delete<typeof CouponDeletedSchema>(`/v1/admin/coupons/${encodeURIComponent(code)}`, {
    token: await requireToken(),
  });
}

export function useDeleteCoupon() {
  return useCouponChange(deleteCoupon);
}
