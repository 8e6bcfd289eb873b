import type { SiteThemeSchema } from '@crewcast/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { CONSOLE_SITE_KEY } from './get-site-settings';

export const themeQueryOptions = () =>
  memberQueryOptions<typeof SiteThemeSchema>([...CONSOLE_SITE_KEY, 'theme'], '/v1/admin/site/theme');

export const useTheme = () => useQuery(themeQueryOptions());
