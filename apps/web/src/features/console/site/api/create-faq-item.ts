import type { FaqItemSchema, FaqItem } from '@crewcast/contracts/faq';
import type { NewFaqItemBody } from '@crewcast/contracts/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { faqQueryOptions } from './get-faq';

export async function createFaqItem(item: NewFaqItemBody): Promise<FaqItem> {
  return api.user.post<typeof FaqItemSchema>('/v1/admin/site/faq', {
    body: item,
    token: await requireToken(),
  });
}

export function useCreateFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaqItem,
    onSuccess: (_item, { languageId }) =>
      queryClient.invalidateQueries({ queryKey: faqQueryOptions(languageId).queryKey }),
  });
}
