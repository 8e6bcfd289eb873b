import type { AdminCouponSchema, AdminCoupon } from '@crewcast/contracts/console-billing';
import { memberRequest } from '@/lib/member-api';
import { useCouponChange } from './use-coupon-change';

/** Makes a code expire now. */
export async function expireCoupon(code: string): Promise<AdminCoupon> {
  return memberRequest<typeof AdminCouponSchema>(
    'post',
    `/v1/admin/coupons/${encodeURIComponent(code)}/expire`,
  );
}

export function useExpireCoupon() {
  return useCouponChange(expireCoupon);
}
