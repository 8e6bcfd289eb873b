import type { GiftListSchema, Gift } from '@crewcast/contracts/gifts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** The key of the member's gifts, the list and each one. */
export const GIFTS_QUERY_KEY = [MEMBER_QUERY_KEY, 'gifts', 'bought'] as const;

/** GET /v1/gifts: the gifts the member bought, newest first. */
export async function getGifts(signal?: AbortSignal): Promise<Gift[]> {
  return api.payment.get<typeof GiftListSchema>('/v1/gifts', { signal, token: await requireToken() });
}

export function giftsQueryOptions() {
  return queryOptions({ queryKey: [...GIFTS_QUERY_KEY, 'list'], queryFn: ({ signal }) => getGifts(signal) });
}

/** The member's gifts, read again every `pollMs` while it is given (a purchase awaiting the provider). */
export function useGifts(pollMs: number | false = false) {
  return useQuery({ ...giftsQueryOptions(), refetchInterval: pollMs });
}
