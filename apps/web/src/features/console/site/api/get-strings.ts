import type { TranslationString } from '@crewcast/contracts/localisation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { CONSOLE_SITE_KEY } from './get-site-settings';

export interface StringFilters {
  /** 'all', or only the strings that need translating, or only translated ones. */
  show: 'all' | 'missing' | 'translated';
  search: string;
}

export const stringsKey = (languageId: number) => [...CONSOLE_SITE_KEY, 'strings', languageId] as const;

export const stringsQueryOptions = (languageId: number, filters: StringFilters) => ({
  ...memberQueryOptions<{ strings: TranslationString[] }, TranslationString[]>(
    [...stringsKey(languageId), filters],
    `/v1/admin/site/languages/${languageId}/strings`,
    {
      query: {
        requiresTranslation: filters.show === 'all' ? undefined : String(filters.show === 'missing'),
        search: filters.search || undefined,
      },
      pick: (answer) => answer.strings,
    },
  ),
  placeholderData: keepPreviousData,
});

export const useStrings = (languageId: number, filters: StringFilters) =>
  useQuery(stringsQueryOptions(languageId, filters));
