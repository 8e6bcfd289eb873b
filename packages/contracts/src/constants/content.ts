/**
 * The plain values of content.ts, kept apart from its schemas so that the web app imports them without zod;
 * content.ts re-exports them.
 */

/** Catalog search (GET /channels/v14/search): the member's words, as typed. */
export const SEARCH_MAX_LENGTH = 100;
