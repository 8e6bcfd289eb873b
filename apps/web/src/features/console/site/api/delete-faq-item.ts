import { consoleRequest, useConsoleMutation } from '../../components/console-api';
import { faqQueryOptions } from './get-faq';

export async function deleteFaqItem(id: number): Promise<void> {
  await consoleRequest<{ deleted: true }>('delete', `/v1/admin/site/faq/${id}`);
}

export function useDeleteFaqItem(languageId: number) {
  return useConsoleMutation(deleteFaqItem, [faqQueryOptions(languageId).queryKey]);
}
