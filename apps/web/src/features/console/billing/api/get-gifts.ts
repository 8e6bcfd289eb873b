import type { AdminGiftPageSchema } from '@crewcast/contracts/console-billing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { CONSOLE_BILLING_KEY } from './billing-keys';

export interface GiftFilters {
  search: string;
  status: '' | 'pending' | 'redeemed';
}

export const giftsQueryOptions = (filters: GiftFilters) => ({
  ...memberQueryOptions<typeof AdminGiftPageSchema>(
    [...CONSOLE_BILLING_KEY, 'gifts', filters],
    '/v1/admin/gifts',
    {
      query: { search: filters.search || undefined, status: filters.status || undefined },
    },
  ),
  placeholderData: keepPreviousData,
});

export const useGifts = (filters: GiftFilters) => useQuery(giftsQueryOptions(filters));
