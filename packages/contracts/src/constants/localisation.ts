/**
 * The plain values of localisation.ts, kept apart from its schemas so that the web app imports them without zod;
 * localisation.ts re-exports them.
 */

/** Default language id when nothing else decides (SPEC section 4). */
export const DEFAULT_LANGUAGE_ID = 4;

/** Language stored when language settings are hidden. */
export const HIDDEN_SETTINGS_LANGUAGE_ID = 1;

/**
 * The parts of the site that load their strings apart: the console's (slugs under `console.`), which members never
 * open, and the member app's (every other slug).
 */
export const STRING_AREAS = ['member', 'console'] as const;
export type StringArea = (typeof STRING_AREAS)[number];

export const stringAreaOf = (stringSlug: string): StringArea =>
  stringSlug.startsWith('console.') ? 'console' : 'member';
