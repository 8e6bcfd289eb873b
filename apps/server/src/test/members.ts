import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import type { AuthToken, IntegrityAction } from '@crewcast/contracts/account';
import type { App } from '../app';

/** Solves a bot-check challenge as the browser does and returns the token a guarded action sends. */
export async function solveIntegrityChallenge(challenge: Record<string, unknown>): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge as string,
    challenge.salt as string,
    challenge.algorithm as string,
    challenge.maxnumber as number,
  ).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload: Record<string, unknown> = { ...challenge, number: solution.number };
  delete payload.provider;
  delete payload.maxnumber;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Asks for a challenge and solves it, as the web app does before a guarded action. */
export async function integrityToken(app: App, action: IntegrityAction): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v2/account/integrity', payload: { action } });
  if (res.statusCode !== 200) throw new Error(`no challenge: ${res.body}`);
  return solveIntegrityChallenge(res.json());
}

export function device(name: string = randomUUID()) {
  return { deviceIdentifier: `device-${name}`, platform: 'web' as const, model: 'Linux Chromium' };
}

export interface TestMember {
  email: string;
  password: string;
  displayName: string;
  tokens: AuthToken;
  deviceIdentifier: string;
}

export async function guardedPost(
  app: App,
  url: string,
  action: IntegrityAction,
  payload: object,
  headers = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-integrity-token': await integrityToken(app, action), ...headers },
  });
}

export async function registerMember(
  app: App,
  overrides: Partial<{ email: string; displayName: string }> = {},
) {
  const suffix = randomUUID().slice(0, 8);
  const email = overrides.email ?? `member-${suffix}@crewcast.test`;
  const displayName = overrides.displayName ?? `member_${suffix}`;
  const password = 'correct horse battery';
  const dev = device();
  const res = await guardedPost(
    app,
    '/v2/account/register',
    'register',
    { email, displayName, password, device: dev },
    // Each member registers from an address of its own, so the per-address limit stays out of the way.
    { 'x-forwarded-for': `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  );
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return {
    email,
    password,
    displayName,
    tokens: res.json() as AuthToken,
    deviceIdentifier: dev.deviceIdentifier,
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A request with a member's access token, as the web app sends it. */
export function requestAs(
  app: App,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, payload, headers: bearer(token) });
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newest message to an address in the outbox and returns its decoded text. */
export async function readMail(
  dataDir: string,
  to: string,
  subject: string,
  timeoutMs = 15_000,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const raw = await fs.readFile(path.join(outbox, file), 'utf8');
      // Only a quoted-printable body is decoded: in a plain one, "token=AB…" is not an escape.
      const text = /^Content-Transfer-Encoding: quoted-printable/im.test(raw)
        ? decodeQuotedPrintable(raw)
        : raw;
      if (text.includes(`To: ${to}`) && text.includes(`Subject: ${subject}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}
