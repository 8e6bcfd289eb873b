import type { SiteSettingsSchema, SiteSettings } from '@crewcast/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** The first part of the key of every Site area query. */
export const CONSOLE_SITE_KEY = [MEMBER_QUERY_KEY, 'console', 'site'] as const;

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return api.user.get<typeof SiteSettingsSchema>('/v1/admin/site/settings', {
    signal,
    token: await requireToken(),
  });
}

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...CONSOLE_SITE_KEY, 'settings'],
    queryFn: ({ signal }) => getSiteSettings(signal),
  });
}

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
