import { afterEach, describe, expect, it, vi } from 'vitest';
import { callMobileApp, getMobileAppPlatform, isMobileApp } from './mobile-app-bridge';
import { storage } from './storage';

type TestWindow = { webkit?: unknown; Android?: unknown };

describe('mobile app bridge', () => {
  afterEach(() => {
    delete (window as TestWindow).webkit;
    delete (window as TestWindow).Android;
  });

  it('finds no app in a plain browser, and its calls report that nothing answered', () => {
    expect(isMobileApp()).toBe(false);
    expect(callMobileApp('back')).toBe(false);
  });

  it('takes another in-app browser, with message handlers of its own, for a plain browser', () => {
    const postMessage = vi.fn();
    (window as TestWindow).webkit = { messageHandlers: { shareSheet: { postMessage } } };
    (window as TestWindow).Android = { share: vi.fn() };

    expect(isMobileApp()).toBe(false);
    expect(callMobileApp('logout')).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('recognises the app from the stored device type', () => {
    storage.deviceType.set('android');
    expect(getMobileAppPlatform()).toBe('android');
  });

  it('sends calls to the iOS wrapper as script messages', () => {
    const postMessage = vi.fn();
    (window as TestWindow).webkit = {
      messageHandlers: { playVideo: { postMessage }, back: { postMessage } },
    };

    expect(getMobileAppPlatform()).toBe('ios');
    expect(callMobileApp('playVideo', { mediaId: 42 })).toBe(true);
    expect(callMobileApp('back')).toBe(true);
    expect(postMessage).toHaveBeenNthCalledWith(1, { mediaId: 42 });
    expect(postMessage).toHaveBeenNthCalledWith(2, {});
  });

  it('sends calls to the Android wrapper through its JavaScript interface', () => {
    const android = { seasonRedirect: vi.fn(), logout: vi.fn() };
    (window as TestWindow).Android = android;

    expect(getMobileAppPlatform()).toBe('android');
    callMobileApp('seasonRedirect', { seasonId: 7 });
    callMobileApp('logout');
    expect(android.seasonRedirect).toHaveBeenCalledWith('{"seasonId":7}');
    expect(android.logout).toHaveBeenCalledWith();
    expect(callMobileApp('restorePurchases')).toBe(false);
  });
});
