import type { FaqItem } from '@crewcast/contracts/faq';
import type { AdminFaqListSchema } from '@crewcast/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CONSOLE_SITE_KEY } from './get-site-settings';

export async function getFaq(languageId: number, signal?: AbortSignal): Promise<FaqItem[]> {
  const { items } = await api.user.get<typeof AdminFaqListSchema>('/v1/admin/site/faq', {
    signal,
    token: await requireToken(),
    query: { languageId },
  });
  return items;
}

export function faqQueryOptions(languageId: number) {
  return queryOptions({
    queryKey: [...CONSOLE_SITE_KEY, 'faq', languageId],
    queryFn: ({ signal }) => getFaq(languageId, signal),
  });
}

export function useFaq(languageId: number) {
  return useQuery(faqQueryOptions(languageId));
}
