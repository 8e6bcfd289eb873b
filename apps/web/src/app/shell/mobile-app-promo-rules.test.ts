import { describe, expect, it } from 'vitest';
import { isMobileOrTablet } from '@/lib/browser-device';
import {
  appStoreUrl,
  MOBILE_PROMO_DISMISSAL_MS,
  shouldShowMobilePromo,
  type MobilePromoContext,
} from './mobile-app-promo-rules';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0';

const NOW = Date.UTC(2025, 0, 15);
const context = (overrides: Partial<MobilePromoContext> = {}): MobilePromoContext => ({
  url: '/',
  menusHidden: false,
  dismissedAt: null,
  now: NOW,
  device: { userAgent: IPHONE, maxTouchPoints: 5 },
  ...overrides,
});

describe('mobile promo rules', () => {
  it('shows on mobile and tablet user agents', () => {
    expect(shouldShowMobilePromo(context())).toBe(true);
    expect(shouldShowMobilePromo(context({ device: { userAgent: ANDROID_TABLET, maxTouchPoints: 5 } }))).toBe(
      true,
    );
  });

  it('does not show on desktop user agents', () => {
    expect(shouldShowMobilePromo(context({ device: { userAgent: WINDOWS, maxTouchPoints: 0 } }))).toBe(false);
    expect(shouldShowMobilePromo(context({ device: { userAgent: MAC, maxTouchPoints: 0 } }))).toBe(false);
  });

  it('counts an iPad that presents itself as a Mac as a tablet', () => {
    expect(isMobileOrTablet({ userAgent: MAC, maxTouchPoints: 5 })).toBe(true);
  });

  it.each(['/signup', '/account/forgotten-password', '/legaldocuments?type=terms'])(
    'does not show on %s',
    (url) => {
      expect(shouldShowMobilePromo(context({ url }))).toBe(false);
    },
  );

  it.each(['/admin', '/admin/chat', '/admin?tab=1'])('does not show in the console (%s)', (url) => {
    expect(shouldShowMobilePromo(context({ url }))).toBe(false);
  });

  it('shows on member pages whose path merely starts with the same letters', () => {
    expect(shouldShowMobilePromo(context({ url: '/administrators-wanted' }))).toBe(true);
  });

  it('does not show when menus are hidden', () => {
    expect(shouldShowMobilePromo(context({ menusHidden: true }))).toBe(false);
  });

  it('stays away for 7 days after it was closed, then returns', () => {
    const closedAt = NOW - MOBILE_PROMO_DISMISSAL_MS + 1;
    expect(shouldShowMobilePromo(context({ dismissedAt: closedAt }))).toBe(false);
    expect(shouldShowMobilePromo(context({ dismissedAt: NOW - MOBILE_PROMO_DISMISSAL_MS }))).toBe(true);
  });

  it('links Apple devices to the App Store and others to Google Play, or to whichever exists', () => {
    const stores = {
      ios_app_url: 'https://apps.example/ios',
      android_app_url: 'https://apps.example/android',
    };
    expect(appStoreUrl({ userAgent: IPHONE, maxTouchPoints: 5 }, stores)).toBe(stores.ios_app_url);
    expect(appStoreUrl({ userAgent: ANDROID_TABLET, maxTouchPoints: 5 }, stores)).toBe(
      stores.android_app_url,
    );
    expect(
      appStoreUrl({ userAgent: ANDROID_TABLET, maxTouchPoints: 5 }, { ...stores, android_app_url: '' }),
    ).toBe(stores.ios_app_url);
  });
});
