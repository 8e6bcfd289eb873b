/**
 * The plain values of users.ts, kept apart from its schemas so that the web app imports them without zod;
 * users.ts re-exports them.
 */

export const EMAIL_PREFERENCE_KEYS = ['newsletter', 'newShows', 'greenlight'] as const;

export const PUSH_NOTIFICATION_TYPES = ['all', 'important', 'none'] as const;

/** Days between a deletion request and the erasure. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
