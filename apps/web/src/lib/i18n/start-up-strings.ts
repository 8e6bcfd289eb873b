import type { TranslationString } from '@crewcast/contracts/localisation';

/** Put in at build time by vite.config.ts from strings.en.ts. */
declare const __START_UP_ENGLISH__: Readonly<Record<string, string>>;

/** The start-up-failed screen's words for when no strings could be loaded: English, the fallback language. */
export const START_UP_ENGLISH: readonly TranslationString[] = Object.entries(__START_UP_ENGLISH__).map(
  ([stringSlug, text]) => ({
    stringSlug,
    text,
    fallBackLanguageTranslation: text,
    requiresTranslation: false,
  }),
);
