import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { TranslationString } from '@crewcast/contracts/localisation';
import { api } from '@/lib/api-client';
import { START_UP_CACHE } from '@/lib/remote-config/get-remote-config';

export function getTranslations(languageId: number, signal?: AbortSignal): Promise<TranslationString[]> {
  return api.content.get<TranslationString[]>(`/v1/localisation/${languageId}`, {
    signal,
    cache: START_UP_CACHE,
  });
}

const TRANSLATIONS_KEY = 'translations';

export function translationsQueryOptions(languageId: number) {
  return queryOptions({
    queryKey: [TRANSLATIONS_KEY, languageId],
    queryFn: ({ signal }) => getTranslations(languageId, signal),
    staleTime: Infinity,
  });
}

/** The strings of a language already loaded (at start-up, or before switching to it). */
export function useTranslationStrings(languageId: number): TranslationString[] {
  return useSuspenseQuery(translationsQueryOptions(languageId)).data;
}

/** The strings of whichever language has loaded so far, for screens shown when start-up fails. */
export function anyLoadedTranslationStrings(queryClient: QueryClient): TranslationString[] {
  const loaded = queryClient.getQueriesData<TranslationString[]>({ queryKey: [TRANSLATIONS_KEY] });
  return loaded.find(([, strings]) => strings)?.[1] ?? [];
}
