import type { FaqItem } from '@crewcast/contracts/faq';
import type { AdminFaqListSchema, FaqOrderBody } from '@crewcast/contracts/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { faqQueryOptions } from './get-faq';

export async function reorderFaq(order: FaqOrderBody): Promise<FaqItem[]> {
  const { items } = await memberRequest<typeof AdminFaqListSchema>('put', '/v1/admin/site/faq/order', {
    body: order,
  });
  return items;
}

/** Puts the language's questions in a new order; the answer is the list as it now is. */
export function useReorderFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderFaq,
    onSuccess: (items, { languageId }) =>
      queryClient.setQueryData(faqQueryOptions(languageId).queryKey, items),
  });
}
