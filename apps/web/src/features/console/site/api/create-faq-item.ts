import type { FaqItemSchema, FaqItem } from '@crewcast/contracts/faq';
import type { NewFaqItemBody } from '@crewcast/contracts/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { faqQueryOptions } from './get-faq';

export async function createFaqItem(item: NewFaqItemBody): Promise<FaqItem> {
  return memberRequest<typeof FaqItemSchema>('post', '/v1/admin/site/faq', { body: item });
}

export function useCreateFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaqItem,
    onSuccess: (_item, { languageId }) =>
      queryClient.invalidateQueries({ queryKey: faqQueryOptions(languageId).queryKey }),
  });
}
