import type { GiftOptionsSchema, GiftOptions } from '@crewcast/contracts/gifts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** GET /v1/gifts/options: the gift lengths on sale and their prices. */
export async function getGiftOptions(signal?: AbortSignal): Promise<GiftOptions> {
  return api.payment.get<typeof GiftOptionsSchema>('/v1/gifts/options', {
    signal,
    token: await requireToken(),
  });
}

export function giftOptionsQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'gifts', 'options'],
    queryFn: ({ signal }) => getGiftOptions(signal),
  });
}

export function useGiftOptions() {
  return useQuery(giftOptionsQueryOptions());
}
