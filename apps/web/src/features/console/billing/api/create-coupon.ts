import type { AdminCouponSchema, AdminCoupon, CreateCouponBody } from '@crewcast/contracts/console-billing';
import { consoleRequest } from '../../components/console-api';
import { useCouponChange } from './use-coupon-change';

export async function createCoupon(body: CreateCouponBody): Promise<AdminCoupon> {
  return consoleRequest<typeof AdminCouponSchema>('post', '/v1/admin/coupons', { body });
}

export function useCreateCoupon() {
  return useCouponChange(createCoupon);
}
