import type { CouponSearchResultSchema, Coupon } from '@crewcast/contracts/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** GET /v3/stripecoupon?search=: the usable discount code of that name, or null. */
export async function searchCoupon(code: string, signal?: AbortSignal): Promise<Coupon | null> {
  const { coupon } = await api.user.get<typeof CouponSearchResultSchema>('/v3/stripecoupon', {
    query: { search: code },
    signal,
    token: await requireToken(),
  });
  return coupon;
}

export function couponSearchQueryOptions(code: string) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'coupon-search', code.toUpperCase()],
    queryFn: ({ signal }) => searchCoupon(code, signal),
    enabled: code !== '',
  });
}

export function useCouponSearch(code: string) {
  return useQuery(couponSearchQueryOptions(code));
}
