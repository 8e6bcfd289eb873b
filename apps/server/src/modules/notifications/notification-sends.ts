import { createHash, randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE_ID } from '@crewcast/contracts/localisation';
import type { NotificationKind, PushPayload } from '@crewcast/contracts/notifications';
import type { LocalisationService } from '../localisation/localisation.service';
import type { MailService } from '../mail/mail.service';
import type { ModuleContext } from '../module';
import type {
  Audience,
  Delivery,
  DeliveryChannel,
  NotificationsRepository,
  SendRow,
} from './notifications.repository';
import type { UnsubscribeTokens } from './unsubscribe-tokens';
import type { WebPushSender } from './web-push-sender';

export const NOTIFICATION_CHECK_JOB = 'notification-check';
export const NOTIFICATION_FAN_OUT_JOB = 'notification-fan-out';
export const NOTIFICATION_DIGEST_JOB = 'notification-digest';

/** Members per fan-out job: each job is short, so 100,000 followers are 200 jobs that other queues run between. */
export const FAN_OUT_BATCH = 500;
/** Pushes in flight at once within a batch. */
const PUSH_CONCURRENCY = 16;
/** An episode or a stream older than this when first seen is not news (an old episode edited, a restart). */
const NEWS_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What may be worth notifying of, checked when its event comes and again when its time comes. */
export type CheckSubject =
  | { type: 'episode'; mediaId: number; publishedAt: string | null }
  | { type: 'livestream'; livestreamId: string }
  | { type: 'battle'; battleId: string };

interface FanOutData {
  sendId: number;
  /** The last member of the batch before (by user id); null for the first. */
  after: string | null;
}

/** A send worth making now, or a time to look again. */
export type Verdict =
  | {
      send: {
        kind: NotificationKind;
        target: string;
        key: string;
        strings: string;
        args: string[];
        url: string;
      };
    }
  | { lookAgainAt: Date }
  | null;

/** What the notifications read of the modules whose events they hear. */
export interface NotificationSources {
  /** A listed episode, or undefined when it is not (unpublished, its video not ready, gone). */
  episode(
    mediaId: number,
  ): Promise<{ id: number; title: string; showId: number; showTitle: string; publishedAt: Date } | undefined>;
  livestream(
    livestreamId: string,
  ): Promise<{ id: string; title: string; live: boolean; startedAt: Date | null } | undefined>;
  battle(battleId: string): Promise<
    | {
        id: string;
        state: 'scheduled' | 'active' | 'closed';
        startDate: Date;
        titles: [string, string];
        winnerTitle: string | null;
      }
    | undefined
  >;
}

/** A job id made from a name, so the same batch, mail or check queued twice is one job. */
function jobIdFor(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The id of the mail job of one send to one member. */
export const mailJobId = (sendKey: string, userId: string) => jobIdFor(`mail:${sendKey}:${userId}`);

function audienceOf(send: SendRow): Audience {
  if (send.target.startsWith('show:')) return { showId: Number(send.target.slice('show:'.length)) };
  if (send.target.startsWith('livestream:')) return 'livestream';
  return 'everyone';
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function inPool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Notifications as jobs: an event queues a check; a check that finds news records one send (once per key) and
 * queues its first batch; each batch mails, digests and pushes up to FAN_OUT_BATCH followers and queues the next
 * after its last member. Nothing of it runs in a request.
 */
export function defineNotificationJobs(
  options: Pick<ModuleContext, 'jobs' | 'events' | 'metrics' | 'publicUrl' | 'clock' | 'log'> & {
    repository: NotificationsRepository;
    mail: MailService;
    localisation: LocalisationService;
    push: WebPushSender;
    tokens: UnsubscribeTokens;
    sources: NotificationSources;
  },
) {
  const {
    repository,
    jobs,
    events,
    mail,
    localisation,
    push,
    tokens,
    sources,
    metrics,
    publicUrl,
    clock,
    log,
  } = options;
  const unsubscribeUrl = (userId: string, scope: NotificationKind | 'all') =>
    `${publicUrl}/v1/notifications/unsubscribe?token=${tokens.issue(userId, scope)}`;

  async function verdict(subject: CheckSubject): Promise<Verdict> {
    const now = clock();
    const isNews = (at: Date) => now.getTime() - at.getTime() < NEWS_WINDOW_MS;
    if (subject.type === 'episode') {
      if (!subject.publishedAt) return null;
      const publishedAt = new Date(subject.publishedAt);
      if (publishedAt > now) return { lookAgainAt: publishedAt };
      const episode = await sources.episode(subject.mediaId);
      if (!episode || !isNews(episode.publishedAt)) return null;
      return {
        send: {
          kind: 'newEpisode',
          target: `show:${episode.showId}`,
          key: `episode:${episode.id}`,
          strings: 'notification.newEpisode',
          args: [episode.showTitle, episode.title],
          url: `/video/${episode.id}`,
        },
      };
    }
    if (subject.type === 'livestream') {
      const stream = await sources.livestream(subject.livestreamId);
      if (!stream?.live || !stream.startedAt || !isNews(stream.startedAt)) return null;
      return {
        send: {
          kind: 'live',
          target: `livestream:${stream.id}`,
          key: `livestream:${stream.id}:${stream.startedAt.toISOString()}`,
          strings: 'notification.live',
          args: [stream.title],
          url: '/live',
        },
      };
    }
    const battle = await sources.battle(subject.battleId);
    if (!battle) return null;
    if (battle.state === 'scheduled') return { lookAgainAt: battle.startDate };
    const target = `battle:${battle.id}`;
    if (battle.state === 'active')
      return {
        send: {
          kind: 'greenlight',
          target,
          key: `${target}:opened`,
          strings: 'notification.greenlightOpened',
          args: battle.titles,
          url: '/greenlight',
        },
      };
    return {
      send: {
        kind: 'greenlight',
        target,
        key: `${target}:result`,
        strings: battle.winnerTitle ? 'notification.greenlightWon' : 'notification.greenlightEnded',
        args: battle.winnerTitle ? [battle.winnerTitle, ...battle.titles] : battle.titles,
        url: '/greenlight',
      },
    };
  }

  /** A check at a later time is queued once however often it is asked for. */
  async function queueCheck(subject: CheckSubject, at?: Date): Promise<void> {
    const id = at ? jobIdFor(`check:${JSON.stringify(subject)}:${at.toISOString()}`) : randomUUID();
    await jobs.sendMany<CheckSubject>(NOTIFICATION_CHECK_JOB, [{ id, data: subject }], { startAfter: at });
  }

  async function queueBatch(sendId: number, after: string | null): Promise<void> {
    const id = jobIdFor(`fan-out:${sendId}:${after ?? ''}`);
    await jobs.sendMany<FanOutData>(NOTIFICATION_FAN_OUT_JOB, [{ id, data: { sendId, after } }]);
  }

  async function check(subject: CheckSubject): Promise<void> {
    const found = await verdict(subject);
    if (!found) return;
    if ('lookAgainAt' in found) return queueCheck(subject, found.lookAgainAt);
    const { strings, args, ...send } = found.send;
    const [title, body] = await Promise.all([
      localisation.translate(DEFAULT_LANGUAGE_ID, `${strings}.title`, args),
      localisation.translate(DEFAULT_LANGUAGE_ID, `${strings}.body`, args),
    ]);
    const created = await repository.createSend({ ...send, title, body });
    if (created) await queueBatch(created.id, null);
  }

  /** Pushes to every browser of `members`, calling `attempted` with each member as their first push is made. */
  async function pushTo(
    members: string[],
    send: SendRow,
    attempted: (userId: string) => void,
  ): Promise<{ sent: number; failed: number }> {
    const subscriptions = await repository.pushSubscriptionsOf(members);
    const payload: PushPayload = { title: send.title, body: send.body, url: send.url, tag: send.key };
    const tally = { sent: 0, failed: 0 };
    await inPool(subscriptions, PUSH_CONCURRENCY, async (subscription) => {
      attempted(subscription.userId);
      const outcome = await push.send(subscription, payload);
      if (outcome === 'sent') tally.sent += 1;
      else tally.failed += 1;
      if (outcome === 'gone') await repository.forgetPushEndpoint(subscription.endpoint);
    });
    return tally;
  }

  /**
   * Sends one batch. Each member's mail, digest item and pushes are claimed first, so a batch run again (a retry
   * after a failure or an expiry, perhaps while the attempt before still runs) sends only what no attempt claimed;
   * an attempt that fails gives back the claims it had not sent yet.
   */
  async function fanOut({ sendId, after }: FanOutData): Promise<void> {
    const send = await repository.findSend(sendId);
    if (!send) return;
    const kind = send.kind as NotificationKind;
    const batch = await repository.recipients(audienceOf(send), kind, after, FAN_OUT_BATCH);
    const claimed = await repository.claimDeliveries(
      send.id,
      batch.flatMap((recipient): Delivery[] => [
        ...(recipient.emailOn
          ? [{ userId: recipient.userId, channel: recipient.emailDigest ? 'digest' : 'email' } as const]
          : []),
        ...(recipient.pushOn ? [{ userId: recipient.userId, channel: 'push' } as const] : []),
      ]),
    );
    const claimedOn = (channel: DeliveryChannel) =>
      claimed.filter((delivery) => delivery.channel === channel).map((delivery) => delivery.userId);
    const mailed = new Set(claimedOn('email'));
    const digested = claimedOn('digest');
    const pushedMembers = claimedOn('push');
    const done = new Set<DeliveryChannel | `push:${string}`>();
    let pushed: { sent: number; failed: number };
    try {
      await mail.sendNotifications(
        'notification',
        batch
          .filter((recipient) => mailed.has(recipient.userId))
          .map((recipient) => ({
            id: mailJobId(send.key, recipient.userId),
            to: recipient.email,
            args: [send.title, send.body, `${publicUrl}${send.url}`, `${publicUrl}/account`],
            unsubscribeUrl: unsubscribeUrl(recipient.userId, kind),
          })),
      );
      done.add('email');
      await repository.addDigestItems(send.id, digested);
      done.add('digest');
      pushed = await pushTo(pushedMembers, send, (userId) => done.add(`push:${userId}`));
    } catch (error) {
      await repository.releaseDeliveries(
        send.id,
        claimed.filter(
          (delivery) => !done.has(delivery.channel === 'push' ? `push:${delivery.userId}` : delivery.channel),
        ),
      );
      throw error;
    }
    metrics.notified('email', 'sent', mailed.size);
    metrics.notified('digest', 'sent', digested.length);
    metrics.notified('push', 'sent', pushed.sent);
    metrics.notified('push', 'failed', pushed.failed);
    const last = batch.length === FAN_OUT_BATCH ? batch.at(-1) : undefined;
    await repository.addToSend(send.id, { pushes: pushed.sent, failures: pushed.failed }, !last);
    if (last) await queueBatch(send.id, last.userId);
  }

  /** One mail a day to each member who chose the digest, listing what came since the last. */
  async function sendDigests(): Promise<void> {
    const day = clock().toISOString().slice(0, 10);
    for (let after: string | null = null; ;) {
      const digests = await repository.digests(after, FAN_OUT_BATCH);
      if (digests.length === 0) return;
      await mail.sendNotifications(
        'notificationDigest',
        digests.map((digest) => ({
          id: jobIdFor(`digest:${day}:${digest.userId}`),
          to: digest.email,
          args: [
            String(digest.items.length),
            digest.items.map((item) => `${item.title}\n${publicUrl}${item.url}`).join('\n\n'),
            `${publicUrl}/account`,
          ],
          unsubscribeUrl: unsubscribeUrl(digest.userId, 'all'),
        })),
      );
      await repository.clearDigestItems(digests.map((digest) => digest.userId));
      after = digests.at(-1)?.userId ?? null;
    }
  }

  jobs.define<CheckSubject>({ name: NOTIFICATION_CHECK_JOB, retryLimit: 3, handler: check });
  jobs.define<FanOutData>({
    name: NOTIFICATION_FAN_OUT_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    // A batch's pushes time out after 10 s each, 16 at a time: well inside this.
    expireInSeconds: 5 * 60,
    handler: fanOut,
  });
  jobs.define({ name: NOTIFICATION_DIGEST_JOB, cron: '0 7 * * *', handler: sendDigests });

  const queue = (subject: CheckSubject) => {
    queueCheck(subject).catch((error: unknown) =>
      log.error({ err: error, subject }, 'a notification check could not be queued'),
    );
  };
  events.on('episode.changed', ({ mediaId, publishedAt }) =>
    queue({ type: 'episode', mediaId, publishedAt }),
  );
  events.on('livestream.changed', ({ livestreamId }) => queue({ type: 'livestream', livestreamId }));
  events.on('greenlight.changed', ({ battleId }) => queue({ type: 'battle', battleId }));
}
