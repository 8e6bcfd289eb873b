import { useQueryClient } from '@tanstack/react-query';
import type { StringArea } from '@crewcast/contracts/constants/localisation';
import type { TranslationString } from '@crewcast/contracts/localisation';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLanguages } from '@/lib/i18n/get-languages';
import { loadedAreas, translationsQueryOptions, useTranslationStrings } from '@/lib/i18n/get-translations';
import { createTranslator, type Translate } from '@/lib/i18n/translate';
import { storage } from '@/lib/storage';

interface I18nValue {
  t: Translate;
  /** The strings `t` reads: the member app's, and those of the areas opened around this point. */
  strings: readonly TranslationString[];
  languageId: number;
  /** BCP 47 tag of the language shown, for Intl formatting. */
  locale: string;
  /**
   * Loads the language's strings (of every area loaded so far), then stores it as selectedLanguageId and shows it;
   * rejects if loading fails.
   */
  changeLanguage(languageId: number): Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);

const FALLBACK_LOCALE = 'en';

/** A language code the browser's Intl accepts, so formatting never throws on an odd code. */
function toLocale(code: string | undefined): string {
  try {
    return (code && Intl.getCanonicalLocales(code)[0]) || FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}

export function I18nProvider({
  initialLanguageId,
  children,
}: {
  initialLanguageId: number;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [languageId, setLanguageId] = useState(initialLanguageId);
  const languages = useLanguages();
  const strings = useTranslationStrings(languageId);
  const code = languages.find(({ id }) => id === languageId)?.code;
  const locale = toLocale(code);

  const value = useMemo<I18nValue>(
    () => ({
      t: createTranslator(strings, locale),
      strings,
      languageId,
      locale,
      async changeLanguage(id) {
        await Promise.all(
          loadedAreas(queryClient, languageId).map((area) =>
            queryClient.fetchQuery(translationsQueryOptions(id, area)),
          ),
        );
        storage.selectedLanguageId.set(id);
        setLanguageId(id);
      },
    }),
    [queryClient, strings, languageId, locale],
  );

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return <I18nContext value={value}>{children}</I18nContext>;
}

/**
 * Adds the strings of an area the member app does not load up front (the console's) for the screens below it,
 * suspending until they have loaded.
 */
export function StringsOfArea({ area, children }: { area: StringArea; children: ReactNode }) {
  const outer = useI18n();
  const own = useTranslationStrings(outer.languageId, area);
  const value = useMemo<I18nValue>(() => {
    const strings = [...outer.strings, ...own];
    return { ...outer, strings, t: createTranslator(strings, outer.locale) };
  }, [outer, own]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an I18nProvider above it');
  return value;
}

export function useTranslation(): Translate {
  return useI18n().t;
}
