import type { SiteSettingsSchema } from '@crewcast/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';

/** The first part of the key of every Site area query. */
export const CONSOLE_SITE_KEY = [MEMBER_QUERY_KEY, 'console', 'site'] as const;

export const siteSettingsQueryOptions = () =>
  memberQueryOptions<typeof SiteSettingsSchema>([...CONSOLE_SITE_KEY, 'settings'], '/v1/admin/site/settings');

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());
