import type { AdminCouponSchema, AdminCoupon, CreateCouponBody } from '@crewcast/contracts/console-billing';
import { memberRequest } from '@/lib/member-api';
import { useCouponChange } from './use-coupon-change';

export async function createCoupon(body: CreateCouponBody): Promise<AdminCoupon> {
  return memberRequest<typeof AdminCouponSchema>('post', '/v1/admin/coupons', { body });
}

export function useCreateCoupon() {
  return useCouponChange(createCoupon);
}
