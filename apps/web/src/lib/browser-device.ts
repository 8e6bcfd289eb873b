import type { DeviceInput } from '@crewcast/contracts/account';
import { storage } from '@/lib/storage';

/** What the browser says about the device it runs on. */
export interface BrowserDevice {
  userAgent: string;
  /** iPadOS presents itself as a Mac; touch support gives it away. */
  maxTouchPoints: number;
}

const MOBILE_OR_TABLET_AGENT =
  /android|iphone|ipad|ipod|mobile|tablet|silk|kindle|playbook|opera mini|iemobile/i;

export const isIpadAsMac = ({ userAgent, maxTouchPoints }: BrowserDevice) =>
  /macintosh/i.test(userAgent) && maxTouchPoints > 1;

export function isMobileOrTablet(device: BrowserDevice): boolean {
  return MOBILE_OR_TABLET_AGENT.test(device.userAgent) || isIpadAsMac(device);
}

export function currentBrowserDevice(): BrowserDevice {
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints };
}

/** First match wins, so the more specific names come before the ones they contain. */
const OPERATING_SYSTEMS: readonly [RegExp, string][] = [
  [/iphone|ipad|ipod/i, 'iOS'],
  [/android/i, 'Android'],
  [/cros/i, 'ChromeOS'],
  [/windows/i, 'Windows'],
  [/macintosh|mac os x/i, 'macOS'],
  [/linux|x11/i, 'Linux'],
];

const BROWSERS: readonly [RegExp, string][] = [
  [/edg(e|a|ios)?\//i, 'Edge'],
  [/opr\/|opera/i, 'Opera'],
  [/samsungbrowser/i, 'Samsung Internet'],
  [/firefox|fxios/i, 'Firefox'],
  [/chrome|crios|chromium/i, 'Chrome'],
  [/safari/i, 'Safari'],
];

const nameIn = (userAgent: string, names: readonly [RegExp, string][]) =>
  names.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The longest model the account endpoints take. */
const MODEL_MAX_LENGTH = 120;

/**
 * SPEC section 3, "Device": the model is the operating system plus the browser name, e.g. 'macOS Safari'. A
 * browser neither is known for names itself by its user agent, which reads the same in every language.
 */
export function deviceModel(device: BrowserDevice): string {
  const os = isIpadAsMac(device) ? 'iOS' : nameIn(device.userAgent, OPERATING_SYSTEMS);
  const browser = nameIn(device.userAgent, BROWSERS);
  return (
    [os, browser].filter(Boolean).join(' ') || device.userAgent.trim().slice(0, MODEL_MAX_LENGTH) || 'web'
  );
}

function randomIdentifier(): string {
  // randomUUID needs a secure context; a self-hosted site may be reached over plain http on a LAN.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** This browser's device identifier: made once at random and kept (or the one a mobile app handed over). */
export function deviceIdentifier(): string {
  const stored = storage.deviceIdentifier.get();
  if (stored) return stored;
  const created = randomIdentifier();
  storage.deviceIdentifier.set(created);
  return created;
}

/** The device the account endpoints record a sign-in on. */
export function currentDevice(): DeviceInput {
  return {
    deviceIdentifier: deviceIdentifier(),
    platform: 'web',
    model: deviceModel(currentBrowserDevice()),
  };
}
