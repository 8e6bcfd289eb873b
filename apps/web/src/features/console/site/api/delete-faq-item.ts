import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { faqQueryOptions } from './get-faq';

export async function deleteFaqItem(id: number): Promise<void> {
  await memberRequest<{ deleted: true }>('delete', `/v1/admin/site/faq/${id}`);
}

export function useDeleteFaqItem(languageId: number) {
  return useMemberMutation(deleteFaqItem, [faqQueryOptions(languageId).queryKey]);
}
