import type { SiteThemeSchema, SiteTheme } from '@crewcast/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CONSOLE_SITE_KEY } from './get-site-settings';

export async function getTheme(signal?: AbortSignal): Promise<SiteTheme> {
  return api.user.get<typeof SiteThemeSchema>('/v1/admin/site/theme', {
    signal,
    token: await requireToken(),
  });
}

export function themeQueryOptions() {
  return queryOptions({
    queryKey: [...CONSOLE_SITE_KEY, 'theme'],
    queryFn: ({ signal }) => getTheme(signal),
  });
}

export function useTheme() {
  return useQuery(themeQueryOptions());
}
