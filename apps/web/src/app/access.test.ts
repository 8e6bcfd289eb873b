import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { logIn } from '@/testing/session';
import { accessRedirect } from './access';

const url = (path: string) => new URL(path, 'https://crewcast.test');

describe('accessRedirect', () => {
  afterEach(() => {
    delete (window as { Android?: unknown }).Android;
  });

  it('lets everyone see public pages', () => {
    expect(accessRedirect('public', url('/faq'))).toBeNull();
  });

  describe('no-auth', () => {
    it('shows the page to visitors who are not logged in', () => {
      expect(accessRedirect('no-auth', url('/join'))).toBeNull();
    });

    it('sends logged-in members home', () => {
      logIn();
      expect(accessRedirect('no-auth', url('/join'))).toBe('/');
    });
  });

  describe('auth', () => {
    it('shows the page to logged-in members', () => {
      logIn();
      expect(accessRedirect('auth', url('/browse'))).toBeNull();
    });

    it('sends visitors to /login and remembers the wanted URL with its query', () => {
      expect(accessRedirect('auth', url('/live/12?ref=mail'))).toBe('/login');
      expect(storage.afterLoginUrl.get()).toBe('/live/12?ref=mail');
    });

    it('sends visitors with hidden menus to /something-went-wrong instead', () => {
      expect(accessRedirect('auth', url('/browse?hidemenus'))).toBe('/something-went-wrong?hidemenus=true');
      expect(storage.afterLoginUrl.get()).toBeNull();
    });

    it('does the same inside a mobile app', () => {
      storage.deviceType.set('ios');
      expect(accessRedirect('auth', url('/browse'))).toBe('/something-went-wrong?hidemenus=true');
    });

    it('asks the mobile app to sign the member in, and only the app', () => {
      const requiresLogin = vi.fn();
      expect(accessRedirect('auth', url('/browse?hidemenus'))).toBe('/something-went-wrong?hidemenus=true');
      (window as { Android?: unknown }).Android = { requiresLogin };
      expect(accessRedirect('auth', url('/account'))).toBe('/something-went-wrong?hidemenus=true');
      expect(requiresLogin).toHaveBeenCalledOnce();
      expect(requiresLogin).toHaveBeenCalledWith();
    });
  });

  describe('override', () => {
    it('stores the token and device identifier from the URL, marks the session, and drops them from the URL', () => {
      const target = accessRedirect(
        'override',
        url('/bingo?token=app-token&deviceIdentifier=device-9&hidemenus'),
      );
      expect(target).toBe('/bingo?hidemenus=');
      expect(storage.overrideToken.get()).toBe('app-token');
      expect(storage.deviceIdentifier.get()).toBe('device-9');
      expect(storage.overrideSession.get()).toBe(true);
      expect(accessRedirect('override', url(target ?? ''))).toBeNull();
    });

    it('shows the page to logged-in members without a token', () => {
      logIn();
      expect(accessRedirect('override', url('/account/badges'))).toBeNull();
    });

    it('sends visitors with neither a login nor a token to /login, remembering the URL', () => {
      expect(accessRedirect('override', url('/account/badges'))).toBe('/login');
      expect(storage.afterLoginUrl.get()).toBe('/account/badges');
    });

    it('ignores an empty token', () => {
      expect(accessRedirect('override', url('/bingo?token='))).toBe('/login');
      expect(storage.overrideToken.get()).toBeNull();
    });
  });
});
