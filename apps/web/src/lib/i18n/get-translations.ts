import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { STRING_AREAS, type StringArea } from '@crewcast/contracts/constants/localisation';
import type { TranslationString } from '@crewcast/contracts/localisation';
import { api } from '@/lib/api-client';
import { START_UP_CACHE } from '@/lib/remote-config/get-remote-config';

/** The strings of one area of the site: the member app's at start-up, the console's with the console. */
export function getTranslations(
  languageId: number,
  area: StringArea,
  signal?: AbortSignal,
): Promise<TranslationString[]> {
  return api.content.get<TranslationString[]>(`/v1/localisation/${languageId}?area=${area}`, {
    signal,
    cache: START_UP_CACHE,
  });
}

const TRANSLATIONS_KEY = 'translations';

export function translationsQueryOptions(languageId: number, area: StringArea = 'member') {
  return queryOptions({
    queryKey: [TRANSLATIONS_KEY, languageId, area],
    queryFn: ({ signal }) => getTranslations(languageId, area, signal),
    staleTime: Infinity,
  });
}

/** The strings of a language's area, suspending until they have loaded (at start-up, or before switching). */
export function useTranslationStrings(languageId: number, area: StringArea = 'member'): TranslationString[] {
  return useSuspenseQuery(translationsQueryOptions(languageId, area)).data;
}

/** The areas whose strings have loaded in a language: the member app's, and the console's once it was opened. */
export function loadedAreas(queryClient: QueryClient, languageId: number): StringArea[] {
  return STRING_AREAS.filter(
    (area) =>
      area === 'member' || queryClient.getQueryData(translationsQueryOptions(languageId, area).queryKey),
  );
}

/** The strings of whichever language has loaded so far, for screens shown when start-up fails. */
export function anyLoadedTranslationStrings(queryClient: QueryClient): TranslationString[] {
  const loaded = queryClient.getQueriesData<TranslationString[]>({ queryKey: [TRANSLATIONS_KEY] });
  return loaded.find(([, strings]) => strings)?.[1] ?? [];
}
