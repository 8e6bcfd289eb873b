import type { TranslationString } from '@crewcast/contracts/localisation';

export type TranslationArgument = string | number;
export type Translate = (slug: string, ...args: TranslationArgument[]) => string;

/** SPEC section 4: a slug with no text shows as itself prefixed with [], so gaps are visible, not blank. */
export const missingTranslation = (slug: string) => `[]${slug}`;

/**
 * One Intl formatter per language, made on first use and kept: building one costs a page's start-up tens of
 * milliseconds, and most texts have no number in them.
 */
function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale, { useGrouping: 'min2' }));
const pluralRules = perLocale((locale) => new Intl.PluralRules(locale));

/**
 * Replaces |0, |1, ... with the arguments in that position, numbers written the language's way ('12 000' in
 * French; four-digit numbers such as years stay ungrouped); placeholders without an argument stay.
 */
export function fillPlaceholders(text: string, args: readonly TranslationArgument[], locale = 'en'): string {
  return text.replace(/\|(\d+)/g, (placeholder, index: string) => {
    const value = args[Number(index)];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? numberFormat(locale).format(value) : value;
  });
}

/**
 * Builds t(slug, ...args) over one language's strings, falling back to the string's fallback-language text;
 * `locale` writes the numbers among the arguments.
 */
export function createTranslator(strings: readonly TranslationString[], locale = 'en'): Translate {
  const texts = new Map<string, string>();
  for (const { stringSlug, text, fallBackLanguageTranslation } of strings) {
    const shown = text || fallBackLanguageTranslation;
    if (shown) texts.set(stringSlug, shown);
  }
  return (slug, ...args) => {
    const text = texts.get(slug);
    return text === undefined ? missingTranslation(slug) : fillPlaceholders(text, args, locale);
  };
}

/**
 * The slug of a text that depends on a count: its '.one' form where the page's language (the lang the
 * I18nProvider sets) says the count is singular, as Intl.PluralRules knows it (French: 0 and 1), else '.other'.
 */
export function countSlug(slug: string, count: number, locale = pageLocale()): string {
  return `${slug}.${pluralRules(locale).select(count) === 'one' ? 'one' : 'other'}`;
}

const pageLocale = () => (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';
