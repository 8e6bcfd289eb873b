import { GiftListSchema, type Gift } from '@crewcast/contracts/gifts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** The key of the member's gifts, the list and each one. */
export const GIFTS_QUERY_KEY = [MEMBER_QUERY_KEY, 'gifts', 'bought'] as const;

/** GET /v1/gifts: the gifts the member bought, newest first. */
export async function getGifts(signal?: AbortSignal): Promise<Gift[]> {
  return api.payment.get('/v1/gifts', GiftListSchema, { signal, token: await requireToken() });
}

export function giftsQueryOptions() {
  return queryOptions({ queryKey: [...GIFTS_QUERY_KEY, 'list'], queryFn: ({ signal }) => getGifts(signal) });
}

export function useGifts() {
  return useQuery(giftsQueryOptions());
}
