import type { Language } from '@crewcast/contracts/localisation';
import { DEFAULT_LANGUAGE_ID, HIDDEN_SETTINGS_LANGUAGE_ID } from '@crewcast/contracts/constants/localisation';

export interface LanguageChoiceInput {
  languages: readonly Language[];
  storedLanguageId: number | null;
  /** The browser's preferred languages, most wanted first (navigator.languages). */
  browserLanguages: readonly string[];
  settingsHidden: boolean;
}

/** Browsers and operators write 'en-GB', 'en_gb' or 'EN-gb' for the same language. */
const normalise = (code: string) => code.toLowerCase().replaceAll('_', '-');
const primarySubtag = (code: string) => normalise(code).split('-')[0] ?? '';

/**
 * SPEC section 4: a browser language matches the languages sharing its code prefix; when several share it,
 * the one whose code or alt code equals the browser language exactly decides.
 */
export function matchBrowserLanguage(
  browserLanguage: string,
  languages: readonly Language[],
): Language | null {
  const wanted = normalise(browserLanguage);
  const candidates = languages.filter((language) => primarySubtag(language.code) === primarySubtag(wanted));
  if (candidates.length <= 1) return candidates[0] ?? null;
  const exact = candidates.find((language) =>
    [language.code, ...language.altCodes].some((code) => normalise(code) === wanted),
  );
  return exact ?? candidates[0] ?? null;
}

/** The language to show: hidden settings force language 1, then a stored choice, the browser's, or 4. */
export function chooseLanguage({
  languages,
  storedLanguageId,
  browserLanguages,
  settingsHidden,
}: LanguageChoiceInput): number {
  if (settingsHidden) return HIDDEN_SETTINGS_LANGUAGE_ID;
  if (storedLanguageId !== null && languages.some((language) => language.id === storedLanguageId)) {
    return storedLanguageId;
  }
  for (const browserLanguage of browserLanguages) {
    const match = matchBrowserLanguage(browserLanguage, languages);
    if (match) return match.id;
  }
  return DEFAULT_LANGUAGE_ID;
}
