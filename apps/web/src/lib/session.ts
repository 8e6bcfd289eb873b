import { storage } from '@/lib/storage';

/** The token that authenticates requests: an app-supplied override token wins over the account token. */
export function getSessionToken(): string | null {
  return storage.overrideToken.get() || storage.authV2Token.get()?.token || null;
}

/** SPEC section 5: a token counts only when it is non-empty. */
export function isAuthenticated(): boolean {
  return getSessionToken() !== null;
}

/** Starts an override session with the token (and device identifier) a mobile app handed over in the URL. */
export function startOverrideSession(token: string, deviceIdentifier: string | null): void {
  storage.overrideToken.set(token);
  if (deviceIdentifier) storage.deviceIdentifier.set(deviceIdentifier);
  storage.overrideSession.set(true);
}
