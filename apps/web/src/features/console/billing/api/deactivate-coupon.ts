import type { AdminCouponSchema, AdminCoupon } from '@crewcast/contracts/console-billing';
import { memberRequest } from '@/lib/member-api';
import { useCouponChange } from './use-coupon-change';

/** Stops a code from being redeemed; discounts already given stay. */
export async function deactivateCoupon(code: string): Promise<AdminCoupon> {
  return memberRequest<typeof AdminCouponSchema>(
    'post',
    `/v1/admin/coupons/${encodeURIComponent(code)}/deactivate`,
  );
}

export function useDeactivateCoupon() {
  return useCouponChange(deactivateCoupon);
}
