import type { AdminLanguageListSchema, AdminLanguage } from '@crewcast/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { CONSOLE_SITE_KEY } from './get-site-settings';

export const siteLanguagesQueryOptions = () =>
  memberQueryOptions<typeof AdminLanguageListSchema, AdminLanguage[]>(
    [...CONSOLE_SITE_KEY, 'languages'],
    '/v1/admin/site/languages',
    { pick: (answer) => answer.languages },
  );

export const useSiteLanguages = () => useQuery(siteLanguagesQueryOptions());
