import type { TranslationString } from '@crewcast/contracts/localisation';

export type TranslationArgument = string | number;
export type Translate = (slug: string, ...args: TranslationArgument[]) => string;

/** SPEC section 4: a slug with no text shows as itself prefixed with [], so gaps are visible, not blank. */
export const missingTranslation = (slug: string) => `[]${slug}`;

/** Replaces |0, |1, ... with the arguments in that position; placeholders without an argument stay. */
export function fillPlaceholders(text: string, args: readonly TranslationArgument[]): string {
  return text.replace(/\|(\d+)/g, (placeholder, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? placeholder : String(value);
  });
}

/** Builds t(slug, ...args) over one language's strings, falling back to the string's fallback-language text. */
export function createTranslator(strings: readonly TranslationString[]): Translate {
  const texts = new Map<string, string>();
  for (const { stringSlug, text, fallBackLanguageTranslation } of strings) {
    const shown = text || fallBackLanguageTranslation;
    if (shown) texts.set(stringSlug, shown);
  }
  return (slug, ...args) => {
    const text = texts.get(slug);
    return text === undefined ? missingTranslation(slug) : fillPlaceholders(text, args);
  };
}

/** The slug of a text that depends on a count: its '.one' form for exactly 1, its '.other' form otherwise. */
export function countSlug(slug: string, count: number): string {
  return `${slug}.${count === 1 ? 'one' : 'other'}`;
}
