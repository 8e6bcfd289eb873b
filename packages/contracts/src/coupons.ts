import { z } from 'zod';

/** SPEC section 3, "Coupon". */
export const CouponSchema = z.object({
  code: z.string(),
  percentOff: z.number().int(),
  durationInMonths: z.number().int(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const AppliedCouponSchema = CouponSchema.extend({
  couponRedemptionDate: z.string(),
  discountEnd: z.string(),
  subscriptionId: z.string(),
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

/** GET /v3/stripecoupon?search=: the usable code with that name, or null. */
export const CouponSearchQuerySchema = z.object({ search: z.string().trim().max(64).default('') });
export const CouponSearchResultSchema = z.object({ coupon: CouponSchema.nullable() });

/** GET /v3/stripecoupon/subscription: the codes applied to the member's subscription. */
export const AppliedCouponListSchema = z.array(AppliedCouponSchema);

/** POST /v3/stripecoupon/coupon. */
export const ApplyCouponBodySchema = z.object({
  subscriptionId: z.string().min(1),
  coupon: z.string().trim().min(1, 'Enter a discount code.').max(64),
});
