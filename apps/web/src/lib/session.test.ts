import { describe, expect, it } from 'vitest';
import { getSessionToken, isAuthenticated, startOverrideSession } from './session';
import { storage } from './storage';

const authToken = (token: string) => ({ token, tokenExpiry: '', refreshToken: 'r', refreshExpiry: '' });

describe('session', () => {
  it('is not authenticated without a token, or with an empty one', () => {
    expect(isAuthenticated()).toBe(false);
    storage.authV2Token.set(authToken(''));
    storage.overrideToken.set('');
    expect(isAuthenticated()).toBe(false);
  });

  it('uses the override token before the account token', () => {
    storage.authV2Token.set(authToken('account'));
    expect(getSessionToken()).toBe('account');
    storage.overrideToken.set('from-app');
    expect(getSessionToken()).toBe('from-app');
    expect(isAuthenticated()).toBe(true);
  });

  it('starts an override session with the app-supplied token and device identifier', () => {
    startOverrideSession('from-app', 'device-1');
    expect(storage.overrideToken.get()).toBe('from-app');
    expect(storage.deviceIdentifier.get()).toBe('device-1');
    expect(storage.overrideSession.get()).toBe(true);
  });
});
