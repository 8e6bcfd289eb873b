import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  outboxDir: string;
  log: Logger;
}

/** Sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file to the outbox. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions) {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message: MailMessage): Promise<void> {
      const info = await transport.sendMail({ from, ...message });
      if (smtpUrl) {
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
        return;
      }
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      // Written whole, then renamed: a reader of the outbox never sees half a message.
      await fs.writeFile(`${file}.partial`, (info as unknown as { message: Buffer }).message);
      await fs.rename(`${file}.partial`, file);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
