import { BRIDGE_CALLS } from '@crewcast/contracts/constants/mobile-app-bridge';
import type { Page } from '@playwright/test';

/** One call as the shell received it: iOS gets a message object, Android the arguments of its method. */
export interface ReceivedCall {
  call: string;
  received: unknown;
}

/**
 * A recording stand-in for a shell's bridge, in every page the test opens from now on: iOS's
 * window.webkit.messageHandlers (one handler per call) or Android's window.Android interface (one method per
 * call, given a JSON string or nothing). `names` lets a test stand in for another in-app browser instead.
 */
export async function installBridge(
  page: Page,
  platform: 'ios' | 'android',
  names: readonly string[] = BRIDGE_CALLS,
): Promise<ReceivedCall[]> {
  const received: ReceivedCall[] = [];
  await page.exposeFunction('recordBridgeCall', (call: string, value: unknown) => {
    received.push({ call, received: value });
  });
  await page.addInitScript(
    ({ platform, names }) => {
      const record = (window as unknown as { recordBridgeCall: (call: string, value: unknown) => void })
        .recordBridgeCall;
      const target = window as unknown as Record<string, unknown>;
      if (platform === 'ios') {
        const handlers = Object.fromEntries(
          names.map((name) => [name, { postMessage: (message: unknown) => record(name, message) }]),
        );
        target.webkit = { messageHandlers: handlers };
      } else {
        target.Android = Object.fromEntries(
          names.map((name) => [name, (...args: unknown[]) => record(name, args)]),
        );
      }
    },
    { platform, names },
  );
  return received;
}

/** An Android phone's browser, as the Android shell's web view presents itself. */
export const ANDROID_PHONE = {
  viewport: { width: 412, height: 915 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};
