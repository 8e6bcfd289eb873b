import { DEFAULT_LANGUAGE_ID } from '@crewcast/contracts/localisation';
import type { JobRunner } from '../../jobs/job-runner';
import type { LocalisationService } from '../localisation/localisation.service';
import { MESSAGE_SECONDS, type Mailer, type MailMessage } from './mailer';

export const SEND_MAIL_JOB = 'send-mail';

/**
 * `notification`: |0 title, |1 text, |2 the page, |3 the account page (where notifications are chosen).
 * `notificationDigest`: |0 how many, |1 the list, |2 the account page.
 */
export type NotificationMailKind = 'notification' | 'notificationDigest';

/** Dates in mail are the UTC day, written out so no reader mistakes the order of its parts. */
const mailDate = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** Account mail, worded by the translation strings and sent from the job queue so a failed send is retried. */
export function createMailService(options: {
  jobs: JobRunner;
  mailer: Mailer;
  localisation: LocalisationService;
  publicUrl: string;
  /** Mail jobs taken from the queue at once. */
  batchSize: number;
}) {
  const { jobs, mailer, localisation, publicUrl, batchSize } = options;
  jobs.define<MailMessage>({
    name: SEND_MAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    // A batch's messages beyond the mailer's connections wait for those ahead: each job's expiry covers its wait
    // and its own send, so none is taken back and sent again while it waits. (A node that died is found sooner,
    // by its missing heartbeat.)
    expireInSeconds: MESSAGE_SECONDS * Math.max(1, Math.ceil(batchSize / mailer.concurrency)),
    // A backlog (a fan-out's notification mail) is sent batch after batch, not one batch per poll.
    batchSize,
    drain: true,
    // Messages carry reset codes, gift codes and sign-in links.
    dataHoldsSecrets: true,
    // The job id names the message, so a retry after a crash replaces it rather than sending it again.
    handler: (message, context) => mailer.send({ ...message, id: context.id }),
  });

  async function queue(to: string, kind: string, args: string[]): Promise<void> {
    const [subject, text] = await Promise.all([
      localisation.translate(DEFAULT_LANGUAGE_ID, `mail.${kind}.subject`, args),
      localisation.translate(DEFAULT_LANGUAGE_ID, `mail.${kind}.body`, args),
    ]);
    await jobs.send<MailMessage>(SEND_MAIL_JOB, { to, subject, text, queuedAt: new Date().toISOString() });
  }

  /** Notification mail waits behind account mail (codes, resets), however much of it a fan-out queues. */
  const NOTIFICATION_PRIORITY = -1;

  return {
    /**
     * Notification mail in bulk, each message carrying its own one-click unsubscribe (RFC 8058) and an id that
     * names it, so a batch queued again adds nothing twice.
     */
    async sendNotifications(
      kind: NotificationMailKind,
      messages: { id: string; to: string; args: string[]; unsubscribeUrl: string }[],
    ): Promise<void> {
      if (messages.length === 0) return;
      const queuedAt = new Date().toISOString();
      // Worded from strings read once, however many messages.
      const translate = await localisation.translator(DEFAULT_LANGUAGE_ID);
      const worded = messages.map(({ id, to, args, unsubscribeUrl }) => {
        const headers = {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        };
        return {
          id,
          data: {
            to,
            subject: translate(`mail.${kind}.subject`, args),
            text: translate(`mail.${kind}.body`, args),
            queuedAt,
            headers,
          },
        };
      });
      await jobs.sendMany<MailMessage>(SEND_MAIL_JOB, worded, { priority: NOTIFICATION_PRIORITY });
    },
    sendEmailVerification: (to: string, token: string) =>
      queue(to, 'verifyEmail', [
        new URL(`/verify-email?token=${encodeURIComponent(token)}`, publicUrl).toString(),
      ]),
    sendPasswordResetCode: (to: string, code: string) => queue(to, 'resetPassword', [code]),
    sendEmailChangeCode: (to: string, code: string) => queue(to, 'changeEmail', [code]),
    /** Tells the current address that the account is moving elsewhere. */
    sendEmailChangeNotice: (to: string, newEmail: string) => queue(to, 'emailChangeNotice', [newEmail]),
    sendDeletionNotice: (to: string, deleteAfter: Date) =>
      queue(to, 'deletionNotice', [mailDate.format(deleteAfter), new URL('/account', publicUrl).toString()]),
    sendGift: (to: string, gift: { from: string; months: number; message: string; code: string }) =>
      queue(to, 'gift', [
        gift.from,
        String(gift.months),
        gift.message,
        new URL(`/gift-subscriptions?code=${encodeURIComponent(gift.code)}`, publicUrl).toString(),
        gift.code,
      ]),
    sendRenewalFailed: (to: string, failure: { plan: string; reason: string }) =>
      queue(to, 'renewalFailed', [failure.plan, failure.reason, new URL('/account', publicUrl).toString()]),
  };
}

export type MailService = ReturnType<typeof createMailService>;
