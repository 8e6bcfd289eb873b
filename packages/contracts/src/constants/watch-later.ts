/**
 * The plain values of watch-later.ts, kept apart from its schemas so that the web app imports them without zod;
 * watch-later.ts re-exports them.
 */

/** The most episodes a member may keep saved to watch later. */
export const WATCH_LATER_LIMIT = 500;
