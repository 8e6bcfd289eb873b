import type { AdminLanguageSchema, AdminLanguage, NewLanguageBody } from '@crewcast/contracts/site';
import { languagesQueryOptions } from '@/lib/i18n/get-languages';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { siteLanguagesQueryOptions } from './get-site-languages';

export async function addLanguage(language: NewLanguageBody): Promise<AdminLanguage> {
  return memberRequest<typeof AdminLanguageSchema>('post', '/v1/admin/site/languages', { body: language });
}

/** Adds a language; the site's language picker offers it from the next visit (this page's list is refreshed). */
export const useAddLanguage = () =>
  useMemberMutation(addLanguage, [siteLanguagesQueryOptions().queryKey, languagesQueryOptions().queryKey]);
