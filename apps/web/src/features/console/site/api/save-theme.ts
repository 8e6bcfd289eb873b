import { type SiteThemeSchema, themeCss, type SiteTheme, type ThemeValues } from '@crewcast/contracts/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyTheme } from '@/lib/remote-config/theme';
import { memberRequest } from '@/lib/member-api';
import { themeQueryOptions } from './get-theme';

export async function saveTheme(values: ThemeValues): Promise<SiteTheme> {
  return memberRequest<typeof SiteThemeSchema>('put', '/v1/admin/site/theme', { body: { values } });
}

/** Saves the whole theme and re-colours this page with it at once (others see it on their next visit). */
export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTheme,
    onSuccess: (theme) => {
      queryClient.setQueryData(themeQueryOptions().queryKey, theme);
      applyTheme(themeCss(theme.values));
    },
  });
}
