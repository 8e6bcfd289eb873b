import type {
  AdminCouponSchema,
  AdminCoupon,
  CouponDeletedSchema,
  CreateCouponBody,
} from '@crewcast/contracts/console-billing';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { COUPONS_KEY } from './get-coupons';

const couponPath = (code: string) => `/v1/admin/coupons/${encodeURIComponent(code)}`;

/** A change to discount codes: every list of them is fetched again once it succeeds. */
const useCouponChange = <Input, Output>(change: (input: Input) => Promise<Output>) =>
  useMemberMutation(change, [COUPONS_KEY]);

export async function createCoupon(body: CreateCouponBody): Promise<AdminCoupon> {
  return memberRequest<typeof AdminCouponSchema>('post', '/v1/admin/coupons', { body });
}

/** Stops a code from being redeemed; discounts already given stay. */
export async function deactivateCoupon(code: string): Promise<AdminCoupon> {
  return memberRequest<typeof AdminCouponSchema>('post', `${couponPath(code)}/deactivate`);
}

/** Makes a code expire now. */
export async function expireCoupon(code: string): Promise<AdminCoupon> {
  return memberRequest<typeof AdminCouponSchema>('post', `${couponPath(code)}/expire`);
}

/** Deletes a code nobody has redeemed; the server keeps a redeemed one. */
export async function deleteCoupon(code: string): Promise<void> {
  await memberRequest<typeof CouponDeletedSchema>('delete', couponPath(code));
}

export const useCreateCoupon = () => useCouponChange(createCoupon);
export const useDeactivateCoupon = () => useCouponChange(deactivateCoupon);
export const useExpireCoupon = () => useCouponChange(expireCoupon);
export const useDeleteCoupon = () => useCouponChange(deleteCoupon);
