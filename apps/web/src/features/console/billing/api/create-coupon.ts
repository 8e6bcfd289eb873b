import {
  AdminCouponSchema,
  type AdminCoupon,
  type CreateCouponBody,
} from '@crewcast/contracts/console-billing';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCouponChange } from './use-coupon-change';

export async function createCoupon(body: CreateCouponBody): Promise<AdminCoupon> {
  return api.user.post('/v1/admin/coupons', AdminCouponSchema, { body, token: await requireToken() });
}

export function useCreateCoupon() {
  return useCouponChange(createCoupon);
}
