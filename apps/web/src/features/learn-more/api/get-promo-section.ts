import type { PromoSectionSchema, PromoSection } from '@crewcast/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /channels/v14/promo/{name}: a marketing block's pictures, lines of text and link targets. */
export async function getPromoSection(name: string, signal?: AbortSignal): Promise<PromoSection> {
  return api.contentCache.get<typeof PromoSectionSchema>(`/channels/v14/promo/${encodeURIComponent(name)}`, {
    signal,
  });
}

export function promoSectionQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['catalog', 'promo', name],
    queryFn: ({ signal }) => getPromoSection(name, signal),
    // A network without the block shows the built-in text instead; asking again would not change that.
    retry: false,
  });
}

export function usePromoSection(name: string) {
  return useQuery(promoSectionQueryOptions(name));
}
