import type { AppliedCouponSchema, AppliedCoupon } from '@crewcast/contracts/coupons';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSubscriptionChanged } from '@/lib/billing/use-subscription-changed';
import { requireToken } from '@/lib/session';

export interface CouponApplication {
  subscriptionId: string;
  coupon: string;
}

/** POST /v3/stripecoupon/coupon: puts the code on the subscription; refused with a 400 saying why. */
export async function applyCoupon(body: CouponApplication): Promise<AppliedCoupon> {
  return api.user.post<typeof AppliedCouponSchema>('/v3/stripecoupon/coupon', {
    body,
    token: await requireToken(),
  });
}

/** SPEC section 4, "Coupons": applying reloads the subscription. */
export function useApplyCoupon() {
  const subscriptionChanged = useSubscriptionChanged();
  return useMutation({ mutationFn: applyCoupon, onSuccess: () => subscriptionChanged() });
}
