import type { TranslationString } from '@crewcast/contracts/localisation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CONSOLE_SITE_KEY } from './get-site-settings';

export interface StringFilters {
  /** 'all', or only the strings that need translating, or only translated ones. */
  show: 'all' | 'missing' | 'translated';
  search: string;
}

export async function getStrings(
  languageId: number,
  filters: StringFilters,
  signal?: AbortSignal,
): Promise<TranslationString[]> {
  const { strings } = await api.user.get<{ strings: TranslationString[] }>(
    `/v1/admin/site/languages/${languageId}/strings`,
    {
      signal,
      token: await requireToken(),
      query: {
        requiresTranslation: filters.show === 'all' ? undefined : String(filters.show === 'missing'),
        search: filters.search || undefined,
      },
    },
  );
  return strings;
}

export const stringsKey = (languageId: number) => [...CONSOLE_SITE_KEY, 'strings', languageId] as const;

export function stringsQueryOptions(languageId: number, filters: StringFilters) {
  return queryOptions({
    queryKey: [...stringsKey(languageId), filters],
    queryFn: ({ signal }) => getStrings(languageId, filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStrings(languageId: number, filters: StringFilters) {
  return useQuery(stringsQueryOptions(languageId, filters));
}
