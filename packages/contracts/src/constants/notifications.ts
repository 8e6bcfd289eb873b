/**
 * The plain values of notifications.ts, kept apart from its schemas so that the web app imports them without zod;
 * notifications.ts re-exports them.
 */
import type { PUSH_NOTIFICATION_TYPES } from './users';

/** What a member may be notified of, each switched on per channel; every one is off until the member opts in. */
export const NOTIFICATION_KINDS = ['newEpisode', 'live', 'greenlight'] as const;

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;

/** Account mail (codes, receipts, deletion notices) is always sent by email and cannot be switched off. */
export const ACCOUNT_NOTIFICATION_KIND = 'account';

/**
 * The kinds still pushed to a member who chose "Only important things": a livestream going live, which is over if
 * heard of later. The string account.notifications.important.description tells members the same.
 */
export const IMPORTANT_NOTIFICATION_KINDS: readonly (typeof NOTIFICATION_KINDS)[number][] = ['live'];

/**
 * Whether a member's push notification type (the account's "Send me" choice) lets a kind be pushed at all: every
 * kind for 'all', the important ones for 'important', none for 'none'. A kind is pushed only if the member also
 * switched it on for push; email is not governed by it.
 */
export function pushTypeAllows(
  type: (typeof PUSH_NOTIFICATION_TYPES)[number],
  kind: (typeof NOTIFICATION_KINDS)[number],
): boolean {
  return type === 'all' || (type === 'important' && IMPORTANT_NOTIFICATION_KINDS.includes(kind));
}
