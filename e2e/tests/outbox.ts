import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_OUTBOX_DIR } from '../server-settings';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Undoes quoted-printable: soft line breaks (=\n) and =XX bytes, read as UTF-8. */
export function decodeQuotedPrintable(encoded: string): string {
  const bytes: number[] = [];
  const text = encoded.replace(/=\r?\n/g, '');
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseMail(source: string): Mail {
  const normalised = source.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const headerBlock = normalised.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = normalised.slice(split + 2);
  const header = (name: string) =>
    headerBlock
      .split('\n')
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const quotedPrintable = /quoted-printable/i.test(header('Content-Transfer-Encoding'));
  const base64 = /base64/i.test(header('Content-Transfer-Encoding'));
  const text = quotedPrintable
    ? decodeQuotedPrintable(body)
    : base64
      ? Buffer.from(body, 'base64').toString('utf8')
      : body;
  return { to: header('To'), subject: header('Subject'), text };
}

async function mailsTo(address: string): Promise<Mail[]> {
  const files = await fs.readdir(E2E_OUTBOX_DIR).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => parseMail(await fs.readFile(path.join(E2E_OUTBOX_DIR, file), 'utf8'))),
  );
  return mails.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/** Waits for the newest mail to `address` whose subject matches, as the server's mail job writes it. */
export async function waitForMail(address: string, subject: RegExp, previous = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailsTo(address)).filter((mail) => subject.test(mail.subject));
        found = matching.length > previous ? matching.at(-1) : undefined;
        return found !== undefined;
      },
      { message: `a mail to ${address} about ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** How many mails to `address` with a matching subject are in the outbox now. */
export async function countMails(address: string, subject: RegExp): Promise<number> {
  return (await mailsTo(address)).filter((mail) => subject.test(mail.subject)).length;
}

/** The 6-digit code in a mail ("... is 123456."). */
export function codeIn(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the mail "${mail.subject}": ${mail.text}`);
  return code;
}

/** The first web address in a mail. */
export function linkIn(mail: Mail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the mail "${mail.subject}": ${mail.text}`);
  return link;
}
