import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields (the one-click unsubscribe of notification mail). */
  headers?: Record<string, string>;
  /** When it was queued; orders the outbox. */
  queuedAt?: string;
  /** One id per message however often it is sent: the outbox file's name and the Message-ID. */
  id?: string;
}

const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 5_000, socketTimeout: 15_000 };
/** The longest one message takes before the mailer gives up on it (connecting, the greeting, a silent socket). */
export const MESSAGE_SECONDS =
  (SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout) /
  1000;

/**
 * The SMTP transport as a pool: up to `maxConnections` connections, each reused for many messages, at most
 * `ratePerSecond` messages a second across them (0: as fast as the server takes them). A hung server fails the
 * send within MESSAGE_SECONDS; SMTP_URL may set its own timeouts.
 */
function pooledSmtpUrl(smtpUrl: string, pool: SmtpPoolOptions): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS_MS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(pool.maxConnections));
  if (pool.ratePerSecond > 0) {
    url.searchParams.set('rateDelta', '1000');
    url.searchParams.set('rateLimit', String(pool.ratePerSecond));
  } else {
    url.searchParams.delete('rateDelta');
    url.searchParams.delete('rateLimit');
  }
  return url.toString();
}

/**
 * How logs name a recipient: the first 16 hex digits of the SHA-256 of the lower-cased address, so the mail to
 * a known address can be found without the logs holding anyone's address.
 */
export function recipientHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}

export interface SmtpPoolOptions {
  maxConnections: number;
  ratePerSecond: number;
}

export interface MailerOptions {
  smtpUrl: string;
  pool: SmtpPoolOptions;
  from: string;
  outboxDir: string;
  log: Logger;
}

/** Sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file to the outbox. */
export function createMailer({ smtpUrl, pool, from, outboxDir, log }: MailerOptions) {
  const transport = smtpUrl
    ? nodemailer.createTransport(pooledSmtpUrl(smtpUrl, pool))
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    /** Messages sent side by side; the others wait their turn. The outbox writes each at once. */
    concurrency: smtpUrl ? pool.maxConnections : Number.POSITIVE_INFINITY,

    async send({ queuedAt, id, ...message }: MailMessage): Promise<void> {
      const info = await transport.sendMail({
        from,
        ...message,
        ...(id ? { messageId: `<${id}@crewcast>` } : {}),
      });
      if (smtpUrl) {
        log.info(
          { recipient: recipientHash(message.to), subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
        return;
      }
      // Messages hold codes and sign-in links: only the server's own user may read them.
      await fs.mkdir(outboxDir, { recursive: true });
      await fs.chmod(outboxDir, 0o700);
      const stamp = (queuedAt ?? new Date().toISOString()).replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${id ?? randomUUID()}.eml`);
      // Written whole, then renamed: a reader of the outbox never sees half a message.
      await fs.writeFile(`${file}.partial`, (info as unknown as { message: Buffer }).message, {
        mode: 0o600,
      });
      await fs.rename(`${file}.partial`, file);
      log.info(
        { recipient: recipientHash(message.to), subject: message.subject, file },
        'mail written to the outbox',
      );
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
