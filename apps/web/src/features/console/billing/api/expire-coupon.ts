import type { AdminCouponSchema, AdminCoupon } from '@crewcast/contracts/console-billing';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCouponChange } from './use-coupon-change';

/** Makes a code expire now. */
export async function expireCoupon(code: string): Promise<AdminCoupon> {
  return api.user.post<typeof AdminCouponSchema>(`/v1/admin/coupons/${encodeURIComponent(code)}/expire`, {
    token: await requireToken(),
  });
}

export function useExpireCoupon() {
  return useCouponChange(expireCoupon);
}
