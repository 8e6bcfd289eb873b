import type { AdminLanguageListSchema, AdminLanguage } from '@crewcast/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CONSOLE_SITE_KEY } from './get-site-settings';

export async function getSiteLanguages(signal?: AbortSignal): Promise<AdminLanguage[]> {
  const { languages } = await api.user.get<typeof AdminLanguageListSchema>('/v1/admin/site/languages', {
    signal,
    token: await requireToken(),
  });
  return languages;
}

export function siteLanguagesQueryOptions() {
  return queryOptions({
    queryKey: [...CONSOLE_SITE_KEY, 'languages'],
    queryFn: ({ signal }) => getSiteLanguages(signal),
  });
}

export function useSiteLanguages() {
  return useQuery(siteLanguagesQueryOptions());
}
