import type { FaqItemSchema, FaqItem } from '@crewcast/contracts/faq';
import type { FaqItemBody } from '@crewcast/contracts/site';
import { consoleRequest, useConsoleMutation } from '../../components/console-api';
import { faqQueryOptions } from './get-faq';

export async function updateFaqItem({ id, ...item }: { id: number } & FaqItemBody): Promise<FaqItem> {
  return consoleRequest<typeof FaqItemSchema>('put', `/v1/admin/site/faq/${id}`, { body: item });
}

export function useUpdateFaqItem(languageId: number) {
  return useConsoleMutation(updateFaqItem, [faqQueryOptions(languageId).queryKey]);
}
