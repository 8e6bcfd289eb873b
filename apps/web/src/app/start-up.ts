import { HIDDEN_SETTINGS_LANGUAGE_ID } from '@crewcast/contracts/constants/localisation';
import type { RemoteConfig } from '@crewcast/contracts/config';
import type { Language } from '@crewcast/contracts/localisation';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { languagesQueryOptions } from '@/lib/i18n/get-languages';
import { translationsQueryOptions } from '@/lib/i18n/get-translations';
import { recordDeviceTypeFromUrl } from '@/lib/menus';
import { remoteConfigQueryOptions } from '@/lib/remote-config/get-remote-config';
import { loadTheme } from '@/lib/remote-config/theme';
import { storage } from '@/lib/storage';

export type StartUpResult =
  { kind: 'maintenance'; languageId: number } | { kind: 'ready'; languageId: number; config: RemoteConfig };

/** Picks the language (SPEC section 4) and loads its strings; language settings hidden store language 1. */
async function loadLanguage(
  queryClient: QueryClient,
  config: RemoteConfig,
  languages: readonly Language[],
): Promise<number> {
  if (config.language_settings_hidden) storage.selectedLanguageId.set(HIDDEN_SETTINGS_LANGUAGE_ID);
  const languageId = chooseLanguage({
    languages,
    storedLanguageId: storage.selectedLanguageId.get(),
    browserLanguages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
    settingsHidden: config.language_settings_hidden,
  });
  await queryClient.fetchQuery(translationsQueryOptions(languageId));
  return languageId;
}

/**
 * Everything that must happen before the first screen: remote config, theme and language. With forced
 * maintenance the rest of start-up stops there (SPEC section 4); the maintenance screen still needs its words.
 */
export async function startUp(queryClient: QueryClient): Promise<StartUpResult> {
  recordDeviceTypeFromUrl(window.location.href);
  const [config, languages] = await Promise.all([
    queryClient.fetchQuery(remoteConfigQueryOptions()),
    queryClient.fetchQuery(languagesQueryOptions()),
    loadTheme(),
  ]);
  const languageId = await loadLanguage(queryClient, config, languages);
  if (config.forced_maintenance) return { kind: 'maintenance', languageId };
  return { kind: 'ready', languageId, config };
}

export function startUpQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: ['start-up'],
    queryFn: () => startUp(queryClient),
    // Start-up runs once per page; after a failure the member retries from the error screen.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
