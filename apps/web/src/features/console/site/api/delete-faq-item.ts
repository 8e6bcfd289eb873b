import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { faqQueryOptions } from './get-faq';

export async function deleteFaqItem(id: number): Promise<void> {
  await api.user.delete<{ deleted: true }>(`/v1/admin/site/faq/${id}`, { token: await requireToken() });
}

export function useDeleteFaqItem(languageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaqItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqQueryOptions(languageId).queryKey }),
  });
}
