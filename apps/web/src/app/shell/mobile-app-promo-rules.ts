import type { RemoteConfig } from '@crewcast/contracts/config';
import { isIpadAsMac, isMobileOrTablet, type BrowserDevice } from '@/lib/browser-device';

/** SPEC section 9: a closed promo stays away for 7 days. */
export const MOBILE_PROMO_DISMISSAL_MS = 7 * 24 * 60 * 60 * 1000;

/** Pages in the middle of signing up, resetting a password or reading legal documents never get the promo. */
const PROMO_FREE_URL_PARTS = ['signup', 'forgotten', 'legaldocuments'];

/** The console is for staff at work, who need no invitation to the members' app. */
const CONSOLE_URL = /^\/admin(?:[/?#]|$)/;

const IOS_AGENT = /iphone|ipad|ipod/i;

/** The app store page for this device: the App Store on Apple devices, otherwise Google Play. */
export function appStoreUrl(
  device: BrowserDevice,
  config: Pick<RemoteConfig, 'ios_app_url' | 'android_app_url'>,
): string {
  const apple = IOS_AGENT.test(device.userAgent) || isIpadAsMac(device);
  return (
    (apple ? config.ios_app_url : config.android_app_url) || config.ios_app_url || config.android_app_url
  );
}

export interface MobilePromoContext {
  url: string;
  menusHidden: boolean;
  /** Epoch ms of the last close, if any. */
  dismissedAt: number | null;
  now: number;
  device: BrowserDevice;
}

/** SPEC section 2, "Root shell": whether the mobile-app promo shows. */
export function shouldShowMobilePromo({
  url,
  menusHidden,
  dismissedAt,
  now,
  device,
}: MobilePromoContext): boolean {
  const lowerUrl = url.toLowerCase();
  if (PROMO_FREE_URL_PARTS.some((part) => lowerUrl.includes(part))) return false;
  if (CONSOLE_URL.test(lowerUrl)) return false;
  if (menusHidden) return false;
  if (dismissedAt !== null && now - dismissedAt < MOBILE_PROMO_DISMISSAL_MS) return false;
  return isMobileOrTablet(device);
}
