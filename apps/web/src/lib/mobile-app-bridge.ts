import { storage, type DeviceType } from '@/lib/storage';

/**
 * The calls the iOS and Android wrapper apps answer (SPEC section 4, "Mobile app wrappers"), with what each
 * one carries. iOS receives them as WKWebView script messages, Android through its JavaScript interface.
 */
export interface BridgeCalls {
  back: undefined;
  complete: undefined;
  requiresLogin: undefined;
  playVideo: { mediaId: string };
  mediaRedirect: { mediaId: string };
  seasonRedirect: { seasonId: string };
  downloadsRedirect: undefined;
  logout: undefined;
  downloadWifiOnly: { enabled: boolean };
  restorePurchases: undefined;
}

export type BridgeCall = keyof BridgeCalls;

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

/** The wrapper app this page runs in: the device type recorded from the URL, else the native objects present. */
export function getMobileAppPlatform(): DeviceType | null {
  const recorded = storage.deviceType.get();
  if (recorded) return recorded;
  const { webkit, Android } = wrapperWindow();
  if (webkit?.messageHandlers) return 'ios';
  if (Android) return 'android';
  return null;
}

export function isMobileApp(): boolean {
  return getMobileAppPlatform() !== null;
}

type CallArguments<C extends BridgeCall> = BridgeCalls[C] extends undefined ? [] : [payload: BridgeCalls[C]];

/** Sends a call to the wrapper app; returns false when no wrapper answers it (plain browsers). */
export function callMobileApp<C extends BridgeCall>(call: C, ...[payload]: CallArguments<C>): boolean {
  const { webkit, Android } = wrapperWindow();
  const iosHandler = webkit?.messageHandlers?.[call];
  if (iosHandler) {
    iosHandler.postMessage(payload ?? {});
    return true;
  }
  const androidMethod = Android?.[call];
  if (androidMethod) {
    if (payload === undefined) androidMethod.call(Android);
    else androidMethod.call(Android, JSON.stringify(payload));
    return true;
  }
  return false;
}
