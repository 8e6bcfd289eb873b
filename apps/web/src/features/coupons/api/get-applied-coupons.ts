import type { AppliedCouponListSchema, AppliedCoupon } from '@crewcast/contracts/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUBSCRIPTION_QUERY_KEY } from '@/lib/billing/get-subscription';
import { requireToken } from '@/lib/session';

/** GET /v3/stripecoupon/subscription: the discount codes applied to the member's subscription. */
export async function getAppliedCoupons(signal?: AbortSignal): Promise<AppliedCoupon[]> {
  return api.user.get<typeof AppliedCouponListSchema>('/v3/stripecoupon/subscription', {
    signal,
    token: await requireToken(),
  });
}

export function appliedCouponsQueryOptions() {
  return queryOptions({
    // Under the subscription's key: a changed subscription reloads its codes too.
    queryKey: [...SUBSCRIPTION_QUERY_KEY, 'coupons'],
    queryFn: ({ signal }) => getAppliedCoupons(signal),
  });
}

export function useAppliedCoupons() {
  return useQuery(appliedCouponsQueryOptions());
}
