import type { TranslationString } from '@crewcast/contracts/localisation';
import { keptPerKey } from './kept';

export type TranslationArgument = string | number;
export type Translate = (slug: string, ...args: TranslationArgument[]) => string;

/** SPEC section 4: a slug with no text shows as itself prefixed with [], so gaps are visible, not blank. */
export const missingTranslation = (slug: string) => `[]${slug}`;

const numberFormat = keptPerKey((locale) => new Intl.NumberFormat(locale, { useGrouping: 'min2' }));
const pluralRules = keptPerKey((locale) => new Intl.PluralRules(locale));

/**
 * Languages that write numbers with the digits 0-9 unless the tag asks otherwise (CLDR's default numbering system).
 * A whole number from 0 to 9999 needs no grouping, so in these it reads as its plain digits: the texts of a first
 * screen (season and episode numbers, counts) then show without building the language's number formatter, which
 * costs a browser tens of milliseconds the first time.
 */
export const LATIN_DIGIT_LANGUAGES = new Set(
  'af az be bg ca cs cy da de el en es et eu fi fil fr ga gl gu he hi hr hu hy id is it ja ka kk kn ko lt lv mk ml ms nb nl no pa pl pt ro ru sk sl sq sr sv sw ta te th tl tr uk vi zh'.split(
    ' ',
  ),
);

/** A number the language's way, four-digit numbers such as years ungrouped. */
export function formatNumber(value: number, locale: string): string {
  const plainDigits =
    Number.isInteger(value) &&
    value >= 0 &&
    value < 10_000 &&
    !locale.includes('-u-') &&
    LATIN_DIGIT_LANGUAGES.has(locale.split('-')[0]?.toLowerCase() ?? '');
  return plainDigits ? String(value) : numberFormat(locale).format(value);
}

/**
 * Replaces |0, |1, ... with the arguments in that position, numbers written the language's way ('12 000' in
 * French; four-digit numbers such as years stay ungrouped); placeholders without an argument stay.
 */
export function fillPlaceholders(text: string, args: readonly TranslationArgument[], locale = 'en'): string {
  return text.replace(/\|(\d+)/g, (placeholder, index: string) => {
    const value = args[Number(index)];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? formatNumber(value, locale) : value;
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
