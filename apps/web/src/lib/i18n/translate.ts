import type { TranslationString } from '@crewcast/contracts/localisation';

export type TranslationArgument = string | number;
export type Translate = (slug: string, ...args: TranslationArgument[]) => string;

/** SPEC section 4: a slug with no text shows as itself prefixed with [], so gaps are visible, not blank. */
export const missingTranslation = (slug: string) => `[]${slug}`;

const numberFormat = (locale: string) => new Intl.NumberFormat(locale, { useGrouping: 'min2' });

/**
 * Replaces |0, |1, ... with the arguments in that position, numbers written the language's way ('12 000' in
 * French; four-digit numbers such as years stay ungrouped); placeholders without an argument stay.
 */
export function fillPlaceholders(
  text: string,
  args: readonly TranslationArgument[],
  numbers: Intl.NumberFormat = numberFormat('en'),
): string {
  return text.replace(/\|(\d+)/g, (placeholder, index: string) => {
    const value = args[Number(index)];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? numbers.format(value) : value;
  });
}

/**
 * Builds t(slug, ...args) over one language's strings, falling back to the string's fallback-language text;
 * `locale` writes the numbers among the arguments.
 */
export function createTranslator(strings: readonly TranslationString[], locale = 'en'): Translate {
  const numbers = numberFormat(locale);
  const texts = new Map<string, string>();
  for (const { stringSlug, text, fallBackLanguageTranslation } of strings) {
    const shown = text || fallBackLanguageTranslation;
    if (shown) texts.set(stringSlug, shown);
  }
  return (slug, ...args) => {
    const text = texts.get(slug);
    return text === undefined ? missingTranslation(slug) : fillPlaceholders(text, args, numbers);
  };
}

/**
 * The slug of a text that depends on a count: its '.one' form where the page's language (the lang the
 * I18nProvider sets) says the count is singular, as Intl.PluralRules knows it (French: 0 and 1), else '.other'.
 */
export function countSlug(slug: string, count: number, locale = pageLocale()): string {
  return `${slug}.${new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other'}`;
}

const pageLocale = () => (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';
