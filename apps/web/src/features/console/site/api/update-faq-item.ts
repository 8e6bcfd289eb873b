import type { FaqItemSchema, FaqItem } from '@crewcast/contracts/faq';
import type { FaqItemBody } from '@crewcast/contracts/site';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { faqQueryOptions } from './get-faq';

export async function updateFaqItem({ id, ...item }: { id: number } & FaqItemBody): Promise<FaqItem> {
  return memberRequest<typeof FaqItemSchema>('put', `/v1/admin/site/faq/${id}`, { body: item });
}

export function useUpdateFaqItem(languageId: number) {
  return useMemberMutation(updateFaqItem, [faqQueryOptions(languageId).queryKey]);
}
