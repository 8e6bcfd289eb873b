/**
 * The plain values of badges.ts, kept apart from its schemas so that the web app imports them without zod;
 * badges.ts re-exports them.
 */

/** SPEC section 9: a member shows at most three badges. */
export const BADGES_MAX = 3;
