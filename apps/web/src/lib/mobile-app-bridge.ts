import { BRIDGE_CALLS, type BridgeCall } from '@crewcast/contracts/constants/mobile-app-bridge';
import { storage, type DeviceType } from '@/lib/storage';

/**
 * The calls the iOS and Android wrapper apps answer (SPEC section 4, "Mobile app wrappers"), with what each
 * one carries; the README's "Mobile app shells" section documents them for the people who build the apps.
 * iOS receives them as WKWebView script messages, Android through its JavaScript interface.
 */
export interface BridgeCalls extends Record<BridgeCall, unknown> {
  /** An in-page back link was pressed (account sub-pages, discount code, devices, badges). */
  back: undefined;
  /** A subscription, gift purchase or discount code has just finished. */
  complete: undefined;
  /** The page needs a login; the app signs the member in and reopens it with a token. */
  requiresLogin: undefined;
  /** A video page opened; the app may play the video natively (the page plays it when the app does not). */
  playVideo: { mediaId: number };
  /** A link to a video (a past winner, a rail card, an episode): the app may open it its own way. */
  mediaRedirect: { mediaId: number };
  /** A link to a season: the app may open it its own way. */
  seasonRedirect: { seasonId: number };
  /** The account's Downloads entry: the app shows its downloaded videos. */
  downloadsRedirect: undefined;
  /** The member logged out (or the server ended the session). */
  logout: undefined;
  /** The account's "download on Wi-Fi only" switch changed. */
  downloadWifiOnly: { enabled: boolean };
  /** The payment page's "Restore purchases" button: the app restores its store purchases. */
  restorePurchases: undefined;
}

interface IosMessageHandler {
  postMessage(message: unknown): void;
}

/** Android's addJavascriptInterface object: one method per call, taking a JSON string (or nothing). */
type AndroidInterface = Partial<Record<BridgeCall, (payload?: string) => void>>;

interface WrapperWindow {
  webkit?: { messageHandlers?: Partial<Record<BridgeCall, IosMessageHandler>> };
  Android?: AndroidInterface;
}

const wrapperWindow = (): WrapperWindow => window as unknown as WrapperWindow;

const iosHandler = (call: BridgeCall) => wrapperWindow().webkit?.messageHandlers?.[call];
const androidMethod = (call: BridgeCall) => {
  const method = wrapperWindow().Android?.[call];
  return typeof method === 'function' ? method : undefined;
};

/**
 * The wrapper app this page runs in: the device type recorded from the URL, else the app whose bridge answers
 * one of these calls. Other in-app browsers (with message handlers of their own) are plain browsers here.
 */
export function getMobileAppPlatform(): DeviceType | null {
  const recorded = storage.deviceType.get();
  if (recorded) return recorded;
  if (BRIDGE_CALLS.some((call) => iosHandler(call))) return 'ios';
  if (BRIDGE_CALLS.some((call) => androidMethod(call))) return 'android';
  return null;
}

export function isMobileApp(): boolean {
  return getMobileAppPlatform() !== null;
}

/** Whether the wrapper app answers `call`: screens offer what only the app can do (downloads) only then. */
export function mobileAppAnswers(call: BridgeCall): boolean {
  return Boolean(iosHandler(call) ?? androidMethod(call));
}

type CallArguments<C extends BridgeCall> = BridgeCalls[C] extends undefined ? [] : [payload: BridgeCalls[C]];

/**
 * Sends a call to the wrapper app; returns whether one took it. Outside a wrapper (or in one that does not
 * answer this call) nothing is sent and the page does the thing itself.
 */
export function callMobileApp<C extends BridgeCall>(call: C, ...[payload]: CallArguments<C>): boolean {
  const handler = iosHandler(call);
  if (handler) {
    handler.postMessage(payload ?? {});
    return true;
  }
  const method = androidMethod(call);
  if (method) {
    const android = wrapperWindow().Android;
    if (payload === undefined) method.call(android);
    else method.call(android, JSON.stringify(payload));
    return true;
  }
  return false;
}
