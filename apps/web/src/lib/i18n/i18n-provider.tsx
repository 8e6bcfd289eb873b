import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLanguages } from '@/lib/i18n/get-languages';
import { translationsQueryOptions, useTranslationStrings } from '@/lib/i18n/get-translations';
import { createTranslator, type Translate } from '@/lib/i18n/translate';
import { storage } from '@/lib/storage';

interface I18nValue {
  t: Translate;
  languageId: number;
  /** BCP 47 tag of the language shown, for Intl formatting. */
  locale: string;
  /** Loads the language's strings, then stores it as selectedLanguageId and shows it; rejects if loading fails. */
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
      languageId,
      locale,
      async changeLanguage(id) {
        await queryClient.fetchQuery(translationsQueryOptions(id));
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

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an I18nProvider above it');
  return value;
}

export function useTranslation(): Translate {
  return useI18n().t;
}
