import type { GiftSchema, Gift } from '@crewcast/contracts/gifts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { GIFTS_QUERY_KEY } from './get-gifts';

/** GET /v1/gifts/{id}: one gift the member bought, with its code. */
export async function getGift(id: string, signal?: AbortSignal): Promise<Gift> {
  return api.payment.get<typeof GiftSchema>(`/v1/gifts/${encodeURIComponent(id)}`, {
    signal,
    token: await requireToken(),
  });
}

export function giftQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...GIFTS_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getGift(id, signal),
  });
}

export function useGift(id: string) {
  return useQuery(giftQueryOptions(id));
}
