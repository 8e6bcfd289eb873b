import type { AdminCouponListSchema } from '@crewcast/contracts/console-billing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleQueryOptions } from '../../components/console-api';
import { CONSOLE_BILLING_KEY } from './billing-keys';

export const COUPONS_KEY = [...CONSOLE_BILLING_KEY, 'coupons'] as const;

export const couponsQueryOptions = (search: string) => ({
  ...consoleQueryOptions<typeof AdminCouponListSchema>([...COUPONS_KEY, search], '/v1/admin/coupons', {
    query: { search: search || undefined },
  }),
  placeholderData: keepPreviousData,
});

export const useCoupons = (search: string) => useQuery(couponsQueryOptions(search));
