/**
 * The plain values of patreon.ts, kept apart from its schemas so that the web app imports them without zod;
 * patreon.ts re-exports them.
 */

/** The web route Patreon sends the member back to after they allow the link. */
export const PATREON_CALLBACK_PATH = '/patreon/callback';
