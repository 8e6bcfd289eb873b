import type { AdminGiftPageSchema, AdminGiftPage } from '@crewcast/contracts/console-billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CONSOLE_BILLING_KEY } from './billing-keys';

export interface GiftFilters {
  search: string;
  status: '' | 'pending' | 'redeemed';
}

export async function getGifts(filters: GiftFilters, signal?: AbortSignal): Promise<AdminGiftPage> {
  return api.user.get<typeof AdminGiftPageSchema>('/v1/admin/gifts', {
    signal,
    token: await requireToken(),
    query: { search: filters.search || undefined, status: filters.status || undefined },
  });
}

export function giftsQueryOptions(filters: GiftFilters) {
  return queryOptions({
    queryKey: [...CONSOLE_BILLING_KEY, 'gifts', filters],
    queryFn: ({ signal }) => getGifts(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGifts(filters: GiftFilters) {
  return useQuery(giftsQueryOptions(filters));
}
