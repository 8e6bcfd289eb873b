import type { AdminCouponSchema, AdminCoupon } from '@crewcast/contracts/console-billing';
import { consoleRequest } from '../../components/console-api';
import { useCouponChange } from './use-coupon-change';

/** Makes a code expire now. */
export async function expireCoupon(code: string): Promise<AdminCoupon> {
  return consoleRequest<typeof AdminCouponSchema>(
    'post',
    `/v1/admin/coupons/${encodeURIComponent(code)}/expire`,
  );
}

export function useExpireCoupon() {
  return useCouponChange(expireCoupon);
}
