import type { AuthTokenSchema, MessageSchema } from '@crewcast/contracts/account';
import { api, ApiError, setRefusedTokenRenewal } from '@/lib/api-client';
import { currentDevice } from '@/lib/browser-device';
import { storage, type AuthToken } from '@/lib/storage';
import { sitePath } from '@/lib/site-path';

/**
 * The client side of SPEC section 4, "Authentication": who is logged in, keeping the access token fresh, and
 * ending the session. Every rule about the member's session lives here.
 */

/** SPEC section 9: a token with less than this left is renewed before it is used. */
export const RENEW_WHEN_UNDER_MS = 3 * 60 * 60 * 1000;

/** When the server issued an access token (its JWT `iat`), or undefined for a token that does not say. */
function issuedAt(token: string): number | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown };
    return typeof claims.iat === 'number' ? claims.iat * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SPEC's 3 hours are for day-long tokens; a shorter-lived token is renewed once under a third of its life is
 * left (a 15-minute token in its last 5 minutes), not before every request.
 */
function renewWhenUnderMs(stored: AuthToken): number {
  const issued = issuedAt(stored.token);
  const lifetime = issued === undefined ? Infinity : Date.parse(stored.tokenExpiry) - issued;
  return Math.min(RENEW_WHEN_UNDER_MS, lifetime / 3);
}

export type SessionEvent = 'logged-in' | 'renewed' | 'logged-out';
type SessionListener = (event: SessionEvent) => void;

const listeners = new Set<SessionListener>();

/** Calls `listener` whenever the session starts, is renewed or ends; returns the unsubscribe function. */
export function subscribeToSession(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announce(event: SessionEvent): void {
  for (const listener of [...listeners]) listener(event);
}

const isPast = (isoDate: string, now: number) => {
  const time = Date.parse(isoDate);
  // An unreadable date cannot vouch for anything, so it counts as passed.
  return Number.isNaN(time) || time <= now;
};

/** An account token whose refresh token has expired can never be renewed: there is no session. */
function liveAccountToken(now: number): AuthToken | null {
  const stored = storage.authV2Token.get();
  if (!stored?.token || isPast(stored.refreshExpiry, now)) return null;
  return stored;
}

/** The token that authenticates requests: an app-supplied override token wins over the account token. */
export function getSessionToken(now = Date.now()): string | null {
  return storage.overrideToken.get() || liveAccountToken(now)?.token || null;
}

/** SPEC sections 4 and 5: authenticated means a non-empty stored token (and a session that can still live). */
export function isAuthenticated(now = Date.now()): boolean {
  return getSessionToken(now) !== null;
}

/**
 * Tells the listeners of a new login. SPEC section 4, "Login success": a new login always checks the legal documents,
 * whatever an earlier member accepted in this browser, so that is forgotten here, before any screen asks.
 */
function beginSession(): void {
  storage.legalDocumentsAccepted.remove();
  announce('logged-in');
}

/** Starts an override session with the token (and device identifier) a mobile app handed over in the URL. */
export function startOverrideSession(token: string, deviceIdentifier: string | null): void {
  storage.overrideToken.set(token);
  if (deviceIdentifier) storage.deviceIdentifier.set(deviceIdentifier);
  storage.overrideSession.set(true);
  beginSession();
}

/** Keeps the tokens of a successful register, login or social login. */
export function startSession(authToken: AuthToken): void {
  const { token, tokenExpiry, refreshToken, refreshExpiry, userId } = authToken;
  storage.authV2Token.set({ token, tokenExpiry, refreshToken, refreshExpiry, userId });
  beginSession();
}

/** Where a successful login leads: the remembered page with its query, or the front page. Forgets it. */
export function takeAfterLoginUrl(): string {
  const remembered = storage.afterLoginUrl.get();
  storage.afterLoginUrl.remove();
  return sitePath(remembered) ?? '/';
}

/** Forgets the session (SPEC section 4, "Logout") and tells the listeners, which leave for /login. */
function endSession(): void {
  storage.subscription.remove();
  storage.overrideToken.remove();
  storage.overrideSession.remove();
  storage.authV2Token.remove();
  storage.afterLoginUrl.remove();
  storage.legalDocumentsAccepted.remove();
  announce('logged-out');
}

/**
 * Ends the session here at once, so no request made meanwhile carries a token the server is about to refuse, and
 * on the server with the token it had (best effort: the member is logged out here either way).
 */
export async function logout(): Promise<void> {
  const token = getSessionToken();
  const told = token
    ? api.user
        .post<typeof MessageSchema>('/v2/account/logout', { token })
        .catch((error: unknown) => console.warn('The server could not end the session', error))
    : undefined;
  endSession();
  await told;
}

const needsRenewal = (stored: AuthToken, now: number) =>
  Number.isNaN(Date.parse(stored.tokenExpiry)) ||
  Date.parse(stored.tokenExpiry) - now < renewWhenUnderMs(stored);

/** Tabs of one browser share the tokens; a lock keeps them from renewing with one refresh token twice. */
function withRenewLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('crewcast-session-renewal', work) : work();
}

async function renew(refused?: string): Promise<string | null> {
  return withRenewLock(async () => {
    const stored = liveAccountToken(Date.now());
    if (!stored) return null;
    // Another tab may have renewed while this one waited for the lock.
    if (stored.token !== refused && !needsRenewal(stored, Date.now())) return stored.token;
    try {
      const renewed = await api.user.post<typeof AuthTokenSchema>('/v2/account/renew', {
        body: { refreshToken: stored.refreshToken, device: currentDevice(), userId: stored.userId },
      });
      storage.authV2Token.set(renewed);
      announce('renewed');
      return renewed.token;
    } catch (error) {
      // The server refused the refresh token: the session is over. Outages and dropped connections are not.
      if (error instanceof ApiError && error.status < 500) {
        console.warn('Token renewal was refused; logging out', error);
        endSession();
        return null;
      }
      throw error;
    }
  });
}

let pendingRenewal: Promise<string | null> | null = null;

/**
 * Renews the access token when it is close to expiry, or when the server refused it (`refused`: its clock may
 * run ahead of this one); calls made while a renewal runs share it, so only one request is sent.
 */
export function renewSession(refused?: string): Promise<string | null> {
  pendingRenewal ??= renew(refused).finally(() => {
    pendingRenewal = null;
  });
  return pendingRenewal;
}

// App-supplied override tokens are never renewed; a refused account token is, once, and the request sent again.
setRefusedTokenRenewal(async (refused) => {
  if (storage.overrideToken.get()) return null;
  const renewed = await renewSession(refused);
  return renewed === refused ? null : renewed;
});

/**
 * The token to send with a member's request, renewed first when close to expiry; null without a session
 * (an expired refresh token ends it). App-supplied override tokens are used as they are.
 */
export async function getValidToken(now = Date.now()): Promise<string | null> {
  const override = storage.overrideToken.get();
  if (override) return override;
  const stored = storage.authV2Token.get();
  if (!stored?.token) return null;
  if (isPast(stored.refreshExpiry, now)) {
    endSession();
    return null;
  }
  return needsRenewal(stored, now) ? renewSession() : stored.token;
}

/** Raised by requests that need a member when nobody is logged in. */
export class NotLoggedInError extends Error {
  constructor() {
    super('This needs a logged-in member');
    this.name = 'NotLoggedInError';
  }
}

/** The token for a request only a member can make. */
export async function requireToken(): Promise<string> {
  const token = await getValidToken();
  if (!token) throw new NotLoggedInError();
  return token;
}
