import { createECDH } from 'node:crypto';
import type { PushPayload } from '@crewcast/contracts/notifications';
import type { Logger } from 'pino';
import webpush from 'web-push';
import type { PushSubscriptionRow } from './notifications.repository';

/** What became of one push: handed to the push service, gone (the browser dropped it), or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A push waits this long at the push service for a browser that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/** The public key of a VAPID private key (P-256, base64url), which browsers subscribe with. */
export function vapidPublicKey(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

/** A new VAPID private key, for a site that has none configured. */
export const generateVapidPrivateKey = () => webpush.generateVAPIDKeys().privateKey;

/** Web Push through the `web-push` library: payloads encrypted (aes128gcm) and signed with the site's VAPID key. */
export function createWebPushSender(options: { privateKey: string; subject: string; log: Logger }) {
  const { privateKey, subject, log } = options;
  const publicKey = vapidPublicKey(privateKey);
  const vapidDetails = { subject, publicKey, privateKey };

  return {
    publicKey,
    async send(subscription: PushSubscriptionRow, payload: PushPayload): Promise<PushOutcome> {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          { vapidDetails, TTL: PUSH_TTL_SECONDS, timeout: PUSH_TIMEOUT_MS, contentEncoding: 'aes128gcm' },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          return 'gone';
        // The endpoint names the member's browser at its push service: only its origin goes to the log.
        log.warn(
          {
            err: error instanceof Error ? error.message : String(error),
            origin: new URL(subscription.endpoint).origin,
          },
          'a push notification could not be sent',
        );
        return 'failed';
      }
    },
  };
}

export type WebPushSender = ReturnType<typeof createWebPushSender>;
