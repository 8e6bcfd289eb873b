import type { MessageSchema } from '@crewcast/contracts/account';
import type { PushKeySchema } from '@crewcast/contracts/notifications';
import { api } from '@/lib/api-client';
import { memberRequest } from '@/lib/member-api';

/** Whether this browser can take Web Push at all (a service worker and the Push and Notifications APIs). */
export const pushSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Asks the browser's permission, subscribes it through the site's service worker with the server's VAPID key and
 * hands the subscription to the server. Answers the permission the member gave.
 */
export async function subscribeThisBrowser(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const { publicKey } = await api.user.get<typeof PushKeySchema>('/v1/notifications/push/key');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      ),
    }));
  await memberRequest<typeof MessageSchema>('post', '/v1/notifications/push/subscriptions', {
    body: subscription.toJSON(),
  });
  return permission;
}
