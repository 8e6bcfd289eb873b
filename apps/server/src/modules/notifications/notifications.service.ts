import {
  NOTIFICATION_KINDS,
  type Follows,
  type NotificationKind,
  type NotificationOverview,
  type NotificationSettings,
  type PushSubscriptionBody,
} from '@crewcast/contracts/notifications';
import { AppError } from '../../http/errors';
import type { NotificationsRepository, SettingsRow } from './notifications.repository';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

const switchesOf = (kinds: string[] | undefined) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kinds?.includes(kind) ?? false])) as Record<
    NotificationKind,
    boolean
  >;
const kindsOf = (switches: Record<NotificationKind, boolean>) =>
  NOTIFICATION_KINDS.filter((kind) => switches[kind]);

function toSettings(row: SettingsRow | undefined): NotificationSettings {
  return {
    email: switchesOf(row?.emailKinds),
    push: switchesOf(row?.pushKinds),
    emailDigest: row?.emailDigest ?? false,
  };
}

/** How many of the latest sends the console lists. */
const LATEST_SENDS = 50;

/**
 * What members follow, which notifications they take on which channel (all off until they opt in), their browsers'
 * push subscriptions, and the unsubscribe links in notification mail.
 */
export function createNotificationsService(options: {
  repository: NotificationsRepository;
  tokens: UnsubscribeTokens;
  /** Whether a push endpoint may be plain http or a local address (a development or test start). */
  localPushEndpoints: boolean;
}) {
  const { repository, tokens, localPushEndpoints } = options;

  async function assertShow(showId: number) {
    if (!(await repository.showExists(showId))) throw new AppError('NOT_FOUND', 'That show does not exist.');
  }

  /** The server posts to the endpoint: in production only to a push service on the public web. */
  function assertPushEndpoint(endpoint: string) {
    if (localPushEndpoints) return;
    const { protocol, hostname } = new URL(endpoint);
    const local =
      hostname === 'localhost' || hostname.endsWith('.localhost') || /^[\d.]+$|^\[/.test(hostname);
    if (protocol !== 'https:' || local)
      throw new AppError('VALIDATION', 'That is not a push service address.', {
        fields: { endpoint: ['must be an https address of a push service'] },
      });
  }

  return {
    async follows(userId: string): Promise<Follows> {
      const [showIds, livestream] = await Promise.all([
        repository.followedShowIds(userId),
        repository.followsLivestream(userId),
      ]);
      return { showIds, livestream };
    },

    async followShow(userId: string, showId: number): Promise<void> {
      await assertShow(showId);
      await repository.followShow(userId, showId);
    },

    async unfollowShow(userId: string, showId: number): Promise<void> {
      await assertShow(showId);
      await repository.unfollowShow(userId, showId);
    },

    followLivestream: (userId: string) => repository.followLivestream(userId),
    unfollowLivestream: (userId: string) => repository.unfollowLivestream(userId),

    async settings(userId: string): Promise<NotificationSettings> {
      return toSettings(await repository.findSettings(userId));
    },

    async saveSettings(userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
      await repository.saveSettings({
        userId,
        emailKinds: kindsOf(settings.email),
        pushKinds: kindsOf(settings.push),
        emailDigest: settings.emailDigest,
      });
      return this.settings(userId);
    },

    async subscribePush(userId: string, subscription: PushSubscriptionBody): Promise<void> {
      assertPushEndpoint(subscription.endpoint);
      await repository.savePushSubscription({
        endpoint: subscription.endpoint,
        userId,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      });
    },

    unsubscribePush: (userId: string, endpoint: string) =>
      repository.deletePushSubscription(userId, endpoint),

    /** A one-click unsubscribe: the signed token names the member and the email it turns off. */
    async unsubscribe(token: string): Promise<void> {
      const { userId, scope } = tokens.verify(token);
      if (scope !== 'all') return repository.dropEmailKind(userId, scope);
      const current = await repository.findSettings(userId);
      if (current) await repository.saveSettings({ ...current, emailKinds: [] });
    },

    async overview(): Promise<NotificationOverview> {
      const [livestreamFollowers, shows, sends] = await Promise.all([
        repository.livestreamFollowerCount(),
        repository.showFollowerCounts(),
        repository.latestSends(LATEST_SENDS),
      ]);
      return {
        livestreamFollowers,
        shows,
        sends: sends.map((send) => ({
          id: send.id,
          kind: send.kind as NotificationKind,
          target: send.target,
          title: send.title,
          createdAt: send.createdAt.toISOString(),
          finishedAt: send.finishedAt?.toISOString() ?? null,
          recipients: send.recipients,
          emails: send.emails,
          pushes: send.pushes,
          failures: send.failures,
        })),
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
