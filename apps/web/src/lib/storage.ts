/**
 * Every value the app keeps in the browser (SPEC section 3, "Kept in the browser"), each with its one key and
 * its type. Nothing else in the app touches localStorage or sessionStorage directly.
 */

/**
 * Auth token as the account endpoints return it (SPEC section 3, "Auth token"), with the member's id, which
 * renewing it needs.
 */
export interface AuthToken {
  token: string;
  tokenExpiry: string;
  refreshToken: string;
  refreshExpiry: string;
  userId: string;
}

/** The subscription status kept so it can be re-checked near its end date (SPEC section 4, "User info"). */
export interface StoredSubscription {
  hasSubscription: boolean;
  subscriptionEndDate: string | null;
}

/** A sign-in with an outside provider that left for the provider's page and has not come back yet. */
export interface SignInAttempt {
  provider: 'google' | 'apple';
  /** Echoed back by the provider; an answer without it was not asked for by this tab. */
  state: string;
}

export type DeviceType = 'ios' | 'android';
export type PlaylistOrder = 'oldest' | 'newest';
export type PlayerSize = 'default' | 'theatre';

export interface StoredValue<T> {
  get(): T | null;
  set(value: T): void;
  remove(): void;
}

type Guard<T> = (value: unknown) => value is T;

const isString: Guard<string> = (value): value is string => typeof value === 'string';
const isNumber: Guard<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';
const oneOf =
  <T extends string>(...options: T[]): Guard<T> =>
  (value): value is T =>
    options.includes(value as T);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isAuthToken: Guard<AuthToken> = (value): value is AuthToken =>
  isRecord(value) &&
  isString(value.token) &&
  isString(value.tokenExpiry) &&
  isString(value.refreshToken) &&
  isString(value.refreshExpiry) &&
  isString(value.userId);
const isStoredSubscription: Guard<StoredSubscription> = (value): value is StoredSubscription =>
  isRecord(value) &&
  isBoolean(value.hasSubscription) &&
  (value.subscriptionEndDate === null || isString(value.subscriptionEndDate));

const isSignInAttempt: Guard<SignInAttempt> = (value): value is SignInAttempt =>
  isRecord(value) && (value.provider === 'google' || value.provider === 'apple') && isString(value.state);

/** The offline page's words in the member's language; public/offline.js reads them under this key. */
export interface OfflinePageWords {
  lang: string;
  title: string;
  body: string;
  retry: string;
}

const isOfflinePageWords: Guard<OfflinePageWords> = (value): value is OfflinePageWords =>
  isRecord(value) &&
  isString(value.lang) &&
  isString(value.title) &&
  isString(value.body) &&
  isString(value.retry);

const KEY_PREFIX = 'crewcast.';

/** Storage can be missing or throw (private windows, disabled cookies); the app then runs without memory. */
function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function stored<T>(name: string, guard: Guard<T>, kind: 'local' | 'session' = 'local'): StoredValue<T> {
  const key = KEY_PREFIX + name;
  return {
    get() {
      const raw = area(kind)?.getItem(key);
      if (raw == null) return null;
      try {
        const value: unknown = JSON.parse(raw);
        return guard(value) ? value : null;
      } catch {
        return null;
      }
    },
    set(value) {
      try {
        area(kind)?.setItem(key, JSON.stringify(value));
      } catch (error) {
        console.warn(`Could not store ${key}`, error);
      }
    },
    remove() {
      area(kind)?.removeItem(key);
    },
  };
}

export const storage = {
  deviceIdentifier: stored('deviceIdentifier', isString),
  publicToken: stored('publicToken', isString),
  subscription: stored('subscription', isStoredSubscription),
  authV2Token: stored('authV2Token', isAuthToken),
  afterLoginUrl: stored('afterLoginUrl', isString),
  overrideToken: stored('overrideToken', isString),
  /** Set while this tab runs on an app-supplied override token (SPEC section 2, access type override). */
  overrideSession: stored('overrideSession', isBoolean, 'session'),
  playlistOrder: stored('playlistOrder', oneOf<PlaylistOrder>('oldest', 'newest')),
  topComments: stored('topComments', isBoolean),
  playerSize: stored('playerSize', oneOf<PlayerSize>('default', 'theatre')),
  deviceType: stored('deviceType', oneOf<DeviceType>('ios', 'android')),
  /** The mobile app's "download on Wi-Fi only" switch as last set here (the app keeps the setting itself). */
  downloadWifiOnly: stored('downloadWifiOnly', isBoolean),
  selectedLanguageId: stored('selectedLanguageId', isNumber),
  /** Epoch milliseconds of the last time the mobile-app promo was closed. */
  mobilePromoDismissedAt: stored('mobilePromoDismissedAt', isNumber),
  legalDocumentsAccepted: stored('legalDocumentsAccepted', isBoolean),
  subscribeAlertShown: stored('subscribeAlertShown', isBoolean),
  signInAttempt: stored('signInAttempt', isSignInAttempt, 'session'),
  offlinePage: stored('offlinePage', isOfflinePageWords),
} as const;
