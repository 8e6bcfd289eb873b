import type { AdminCouponListSchema, AdminCouponList } from '@crewcast/contracts/console-billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CONSOLE_BILLING_KEY } from './billing-keys';

export const COUPONS_KEY = [...CONSOLE_BILLING_KEY, 'coupons'] as const;

export async function getCoupons(search: string, signal?: AbortSignal): Promise<AdminCouponList> {
  return api.user.get<typeof AdminCouponListSchema>('/v1/admin/coupons', {
    signal,
    token: await requireToken(),
    query: { search: search || undefined },
  });
}

export function couponsQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...COUPONS_KEY, search],
    queryFn: ({ signal }) => getCoupons(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCoupons(search: string) {
  return useQuery(couponsQueryOptions(search));
}
