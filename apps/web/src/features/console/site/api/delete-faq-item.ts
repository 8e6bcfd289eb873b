import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { faqQueryOptions } from './get-faq';

const DeletedSchema = z.object({ deleted: z.literal(true) });

export async function deleteFaqItem(id: number): Promise<void> {
  await api.user.delete(`/v1/admin/site/faq/${id}`, DeletedSchema, { token: await requireToken() });
}

export function useDeleteFaqItem(languageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaqItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqQueryOptions(languageId).queryKey }),
  });
}
