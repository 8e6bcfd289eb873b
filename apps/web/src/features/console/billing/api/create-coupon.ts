import type { AdminCouponSchema, AdminCoupon, CreateCouponBody } from '@crewcast/contracts/console-billing';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCouponChange } from './use-coupon-change';

export async function createCoupon(body: CreateCouponBody): Promise<AdminCoupon> {
  return api.user.post<typeof AdminCouponSchema>('/v1/admin/coupons', { body, token: await requireToken() });
}

export function useCreateCoupon() {
  return useCouponChange(createCoupon);
}
