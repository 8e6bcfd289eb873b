import { isMobileApp } from '@/lib/mobile-app-bridge';
import { storage } from '@/lib/storage';

/** SPEC section 2: a URL containing one of these hides the menus; the last two also name the wrapper app. */
const HIDE_MENUS_MARKER = 'hidemenus';
const IOS_APP_MARKER = 'iosapp';
const ANDROID_APP_MARKER = 'androidapp';

/** Remembers which wrapper app opened the site, so later pages know it even without the marker. */
export function recordDeviceTypeFromUrl(url: string): void {
  const lower = url.toLowerCase();
  if (lower.includes(IOS_APP_MARKER)) storage.deviceType.set('ios');
  else if (lower.includes(ANDROID_APP_MARKER)) storage.deviceType.set('android');
}

export function areMenusHidden(url: string): boolean {
  const lower = url.toLowerCase();
  return (
    [HIDE_MENUS_MARKER, IOS_APP_MARKER, ANDROID_APP_MARKER].some((marker) => lower.includes(marker)) ||
    isMobileApp()
  );
}
