import type { RemoteConfig } from '@crewcast/contracts/config';
import type { UserInfo, UserInfoSelect } from '@crewcast/contracts/users';
import type { DeviceType } from '@/lib/storage';

/** SPEC section 9: the initial user info fetch waits this long, so the screens starting up share it. */
export const INITIAL_USER_INFO_DELAY_MS = 150;

/** SPEC section 9: the subscription is checked again when its end is less than this far away. */
export const SUBSCRIPTION_RECHECK_MS = 60 * 60 * 1000;

/** SPEC section 9: members without a subscription who joined after this date are sent to the payment page. */
export const SUBSCRIPTION_NAG_CUTOFF = Date.parse('2021-03-01T00:00:00Z');

export type UserInfoFlags = Pick<RemoteConfig, 'points_enabled' | 'patreon_enabled'>;

/** SPEC section 7: points are asked for only when points_enabled, patreon only when patreon_enabled. */
export function allowedWords(words: readonly UserInfoSelect[], flags: UserInfoFlags): UserInfoSelect[] {
  return [...new Set(words)].filter(
    (word) => (word !== 'points' || flags.points_enabled) && (word !== 'patreon' || flags.patreon_enabled),
  );
}

/** SPEC section 7: the words still to ask for: allowed by the flags, and not already cached. */
export function wordsToRequest(
  words: readonly UserInfoSelect[],
  cached: ReadonlySet<UserInfoSelect>,
  flags: UserInfoFlags,
): UserInfoSelect[] {
  return allowedWords(words, flags).filter((word) => !cached.has(word));
}

/**
 * Pages where a member gets a subscription: the payment page, the gift page, where a recipient redeems the gift
 * from the mailed link, and the page Patreon sends a member back to. Nobody is sent away from them to subscribe.
 */
const SUBSCRIBING_PAGES = ['payment', 'gift-subscriptions', 'patreon'];

export type SubscriptionNudge = 'payment' | 'subscribe-alert' | null;

export interface SubscriptionNudgeContext {
  info: Pick<UserInfo, 'hasSubscription' | 'userCreated'>;
  /** The current page's path and query. */
  url: string;
  menusHidden: boolean;
  deviceType: DeviceType | null;
  /** Whether the one-time 'Don't forget to subscribe!' alert has been shown in this browser. */
  alertShown: boolean;
}

/**
 * SPEC section 4, "User info": members without a subscription who joined after 2021-03-01 go to the payment
 * page; other unsubscribed members get the subscribe alert once, except on the payment (or gift) or legal
 * documents pages, with hidden menus, or on iOS.
 */
export function subscriptionNudge({
  info,
  url,
  menusHidden,
  deviceType,
  alertShown,
}: SubscriptionNudgeContext): SubscriptionNudge {
  if (info.hasSubscription !== false) return null;
  const lowerUrl = url.toLowerCase();
  const subscribing = SUBSCRIBING_PAGES.some((page) => lowerUrl.includes(page));
  const created = info.userCreated ? Date.parse(info.userCreated) : Number.NaN;
  if (created > SUBSCRIPTION_NAG_CUTOFF) return subscribing ? null : 'payment';
  if (alertShown || subscribing || lowerUrl.includes('legaldocuments')) return null;
  if (menusHidden || deviceType === 'ios') return null;
  return 'subscribe-alert';
}

/** Milliseconds until the subscription must be checked again, or null when it has no end date to watch. */
export function subscriptionRecheckDelay(subscriptionEndDate: string | null, now: number): number | null {
  const end = subscriptionEndDate ? Date.parse(subscriptionEndDate) : Number.NaN;
  if (Number.isNaN(end)) return null;
  return Math.max(0, end - SUBSCRIPTION_RECHECK_MS - now);
}
