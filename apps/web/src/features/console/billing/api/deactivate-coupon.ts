import type { AdminCouponSchema, AdminCoupon } from '@crewcast/contracts/console-billing';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCouponChange } from './use-coupon-change';

/** Stops a code from being redeemed; discounts already given stay. */
export async function deactivateCoupon(code: string): Promise<AdminCoupon> {
  return api.user.post<typeof AdminCouponSchema>(`/v1/admin/coupons/${encodeURIComponent(code)}/deactivate`, {
    token: await requireToken(),
  });
}

export function useDeactivateCoupon() {
  return useCouponChange(deactivateCoupon);
}
