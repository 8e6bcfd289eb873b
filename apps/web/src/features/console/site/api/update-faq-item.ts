import type { FaqItemSchema, FaqItem } from '@crewcast/contracts/faq';
import type { FaqItemBody } from '@crewcast/contracts/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { faqQueryOptions } from './get-faq';

export async function updateFaqItem({ id, ...item }: { id: number } & FaqItemBody): Promise<FaqItem> {
  return api.user.put<typeof FaqItemSchema>(`/v1/admin/site/faq/${id}`, {
    body: item,
    token: await requireToken(),
  });
}

export function useUpdateFaqItem(languageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaqItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqQueryOptions(languageId).queryKey }),
  });
}
