import type { AdminLanguageSchema, AdminLanguage, NewLanguageBody } from '@crewcast/contracts/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { languagesQueryOptions } from '@/lib/i18n/get-languages';
import { memberRequest } from '@/lib/member-api';
import { siteLanguagesQueryOptions } from './get-site-languages';

export async function addLanguage(language: NewLanguageBody): Promise<AdminLanguage> {
  return memberRequest<typeof AdminLanguageSchema>('post', '/v1/admin/site/languages', { body: language });
}

/** Adds a language; the site's language picker offers it from the next visit (this page's list is refreshed). */
export function useAddLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLanguage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteLanguagesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: languagesQueryOptions().queryKey }),
      ]),
  });
}
