import type { AdminCouponListSchema } from '@crewcast/contracts/console-billing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { CONSOLE_BILLING_KEY } from './billing-keys';

export const COUPONS_KEY = [...CONSOLE_BILLING_KEY, 'coupons'] as const;

export const couponsQueryOptions = (search: string) => ({
  ...memberQueryOptions<typeof AdminCouponListSchema>([...COUPONS_KEY, search], '/v1/admin/coupons', {
    query: { search: search || undefined },
  }),
  placeholderData: keepPreviousData,
});

export const useCoupons = (search: string) => useQuery(couponsQueryOptions(search));
