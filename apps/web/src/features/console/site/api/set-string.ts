import { stringAreaOf } from '@crewcast/contracts/constants/localisation';
import type { TranslationStringSchema, TranslationString } from '@crewcast/contracts/localisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translationsQueryOptions } from '@/lib/i18n/get-translations';
import { memberRequest } from '@/lib/member-api';
import { stringsKey } from './get-strings';
import { siteLanguagesQueryOptions } from './get-site-languages';

interface SetStringInput {
  languageId: number;
  stringSlug: string;
  text: string;
}

export async function setString({
  languageId,
  stringSlug,
  text,
}: SetStringInput): Promise<TranslationString> {
  return memberRequest<typeof TranslationStringSchema>(
    'put',
    `/v1/admin/site/languages/${languageId}/strings/${encodeURIComponent(stringSlug)}`,
    { body: { text } },
  );
}

/**
 * Sets a string's text. This page shows the new words at once if it is in that language; members get them on
 * their next visit.
 */
export function useSetString() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setString,
    onSuccess: async (updated, { languageId }) => {
      queryClient.setQueryData(
        translationsQueryOptions(languageId, stringAreaOf(updated.stringSlug)).queryKey,
        (strings) => strings?.map((entry) => (entry.stringSlug === updated.stringSlug ? updated : entry)),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: stringsKey(languageId) }),
        queryClient.invalidateQueries({ queryKey: siteLanguagesQueryOptions().queryKey }),
      ]);
    },
  });
}
