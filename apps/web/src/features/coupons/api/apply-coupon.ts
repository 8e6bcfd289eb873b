import type { AppliedCouponSchema } from '@crewcast/contracts/coupons';
import { useMutation } from '@tanstack/react-query';
import { useSubscriptionChanged } from '@/lib/billing/use-subscription-changed';
import { memberRequest } from '@/lib/member-api';

export interface CouponApplication {
  subscriptionId: string;
  coupon: string;
}

/** POST /v3/stripecoupon/coupon: puts the code on the subscription; refused with a 400 saying why. */
export const applyCoupon = (body: CouponApplication) =>
  memberRequest<typeof AppliedCouponSchema>('post', '/v3/stripecoupon/coupon', { body });

/** SPEC section 4, "Coupons": applying reloads the subscription. */
export function useApplyCoupon() {
  const subscriptionChanged = useSubscriptionChanged();
  return useMutation({ mutationFn: applyCoupon, onSuccess: () => subscriptionChanged() });
}
