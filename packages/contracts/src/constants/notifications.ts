/**
 * The plain values of notifications.ts, kept apart from its schemas so that the web app imports them without zod;
 * notifications.ts re-exports them.
 */

/** What a member may be notified of, each switched on per channel; every one is off until the member opts in. */
export const NOTIFICATION_KINDS = ['newEpisode', 'live', 'greenlight'] as const;

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;

/** Account mail (codes, receipts, deletion notices) is always sent by email and cannot be switched off. */
export const ACCOUNT_NOTIFICATION_KIND = 'account';
