/**
 * The plain values of gifts.ts, kept apart from its schemas so that the web app imports them without zod;
 * gifts.ts re-exports them.
 */

/** The longest message a gift may carry. */
export const GIFT_MESSAGE_MAX_LENGTH = 500;
