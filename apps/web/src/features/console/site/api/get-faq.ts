import type { FaqItem } from '@crewcast/contracts/faq';
import type { AdminFaqListSchema } from '@crewcast/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { CONSOLE_SITE_KEY } from './get-site-settings';

export const faqQueryOptions = (languageId: number) =>
  memberQueryOptions<typeof AdminFaqListSchema, FaqItem[]>(
    [...CONSOLE_SITE_KEY, 'faq', languageId],
    '/v1/admin/site/faq',
    {
      query: { languageId },
      pick: (answer) => answer.items,
    },
  );

export const useFaq = (languageId: number) => useQuery(faqQueryOptions(languageId));
