import { describe, expect, it } from 'vitest';
import { storage } from './storage';

describe('storage', () => {
  it('keeps each value under its own key and reads it back typed', () => {
    storage.selectedLanguageId.set(7);
    storage.afterLoginUrl.set('/account?tab=devices');
    storage.authV2Token.set({
      token: 't',
      tokenExpiry: 'a',
      refreshToken: 'r',
      refreshExpiry: 'b',
      userId: 'u',
    });

    expect(storage.selectedLanguageId.get()).toBe(7);
    expect(storage.afterLoginUrl.get()).toBe('/account?tab=devices');
    expect(storage.authV2Token.get()?.refreshToken).toBe('r');
    expect(localStorage.getItem('crewcast.selectedLanguageId')).toBe('7');
  });

  it('removes a value', () => {
    storage.overrideToken.set('abc');
    storage.overrideToken.remove();
    expect(storage.overrideToken.get()).toBeNull();
  });

  it('treats a value of the wrong shape or broken JSON as absent', () => {
    localStorage.setItem('crewcast.selectedLanguageId', '"four"');
    localStorage.setItem('crewcast.deviceType', '"windows-phone"');
    localStorage.setItem('crewcast.authV2Token', '{not json');
    expect(storage.selectedLanguageId.get()).toBeNull();
    expect(storage.deviceType.get()).toBeNull();
    expect(storage.authV2Token.get()).toBeNull();
  });

  it('keeps the override-session mark for this tab only', () => {
    storage.overrideSession.set(true);
    expect(sessionStorage.getItem('crewcast.overrideSession')).toBe('true');
    expect(localStorage.getItem('crewcast.overrideSession')).toBeNull();
  });
});
