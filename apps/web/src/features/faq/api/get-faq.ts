import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqItem } from '@crewcast/contracts/faq';
import { api } from '@/lib/api-client';

export function getFaq(languageId: number, signal?: AbortSignal): Promise<FaqItem[]> {
  return api.contentCache.get<FaqItem[]>('/v1/faq', { query: { languageId }, signal });
}

export function faqQueryOptions(languageId: number) {
  return queryOptions({
    queryKey: ['faq', languageId],
    queryFn: ({ signal }) => getFaq(languageId, signal),
  });
}

export function useFaq(languageId: number) {
  return useQuery(faqQueryOptions(languageId));
}
