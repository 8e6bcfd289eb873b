import type { AdminGiftPageSchema } from '@crewcast/contracts/console-billing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleQueryOptions } from '../../components/console-api';
import { CONSOLE_BILLING_KEY } from './billing-keys';

export interface GiftFilters {
  search: string;
  status: '' | 'pending' | 'redeemed';
}

export const giftsQueryOptions = (filters: GiftFilters) => ({
  ...consoleQueryOptions<typeof AdminGiftPageSchema>(
    [...CONSOLE_BILLING_KEY, 'gifts', filters],
    '/v1/admin/gifts',
    {
      query: { search: filters.search || undefined, status: filters.status || undefined },
    },
  ),
  placeholderData: keepPreviousData,
});

export const useGifts = (filters: GiftFilters) => useQuery(giftsQueryOptions(filters));
