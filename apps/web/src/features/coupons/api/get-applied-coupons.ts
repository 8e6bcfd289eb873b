import type { AppliedCouponListSchema } from '@crewcast/contracts/coupons';
import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_QUERY_KEY } from '@/lib/billing/get-subscription';
import { memberQueryOptions } from '@/lib/member-api';

/** GET /v3/stripecoupon/subscription: the discount codes applied to the member's subscription. */
export const appliedCouponsQueryOptions = () =>
  // Under the subscription's key: a changed subscription reloads its codes too.
  memberQueryOptions<typeof AppliedCouponListSchema>(
    [...SUBSCRIPTION_QUERY_KEY, 'coupons'],
    '/v3/stripecoupon/subscription',
  );

export const useAppliedCoupons = () => useQuery(appliedCouponsQueryOptions());
