import { createHash, randomUUID } from 'node:crypto';
import type { AuthToken, IntegrityAction } from '@crewcast/contracts/account';
import { INTEGRITY_HEADER } from '@crewcast/contracts/constants/account';
import { IDEMPOTENCY_HEADER } from '@crewcast/contracts/constants/billing';
import type { LegalDocument } from '@crewcast/contracts/legal';
import type { LoginAnswer } from '@crewcast/contracts/two-factor';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

/**
 * The account API as the web app calls it, for journeys whose point is not the sign-up, login or checkout forms
 * (accounts.spec.ts and billing.spec.ts go through those): a member is made or signed in with
 * a few requests, and the browser is handed the session the forms would have left in it.
 */

/** A signed-in browser as the web app keeps it: the session's tokens and the device they belong to. */
export interface ApiSession {
  tokens: AuthToken;
  deviceIdentifier: string;
}

async function json<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** The bot check's proof of work for one account action, solved as the forms solve it. */
async function integrityHeaders(
  request: APIRequestContext,
  action: IntegrityAction,
): Promise<Record<string, string>> {
  const { algorithm, challenge, salt, signature, maxnumber } = await json<{
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  }>(await request.post('/v2/account/integrity', { data: { action } }));
  let number = 0;
  while (number <= maxnumber && createHash('sha256').update(`${salt}${number}`).digest('hex') !== challenge) {
    number += 1;
  }
  const token = Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString(
    'base64',
  );
  return { [INTEGRITY_HEADER]: token };
}

/**
 * Sends an account form (sign-up or login) from a browser of its own, as the account endpoints record it, with the
 * bot check's proof for that form.
 */
async function postFromNewDevice<Answer>(
  request: APIRequestContext,
  action: 'register' | 'login',
  form: Record<string, string>,
): Promise<{ answer: Answer; deviceIdentifier: string }> {
  const device = { deviceIdentifier: randomUUID(), platform: 'web', model: 'Chromium' } as const;
  const answer = await json<Answer>(
    await request.post(`/v2/account/${action}`, {
      data: { ...form, device },
      headers: await integrityHeaders(request, action),
    }),
  );
  return { answer, deviceIdentifier: device.deviceIdentifier };
}

/** Registers a member without accepting any legal document (the sign-up form accepts them right after). */
export async function registerThroughApi(
  request: APIRequestContext,
  member: { displayName: string; email: string; password: string },
): Promise<ApiSession> {
  const { answer, deviceIdentifier } = await postFromNewDevice<AuthToken>(request, 'register', member);
  return { tokens: answer, deviceIdentifier };
}

/** Logs an account without a second factor in on a new device. */
export async function logInThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<ApiSession> {
  const { answer, deviceIdentifier } = await postFromNewDevice<LoginAnswer>(request, 'login', account);
  if ('secondFactor' in answer) throw new Error(`${account.email} asks for a second factor`);
  return { tokens: answer, deviceIdentifier };
}

/** Accepts every legal document in force that the member has not accepted yet. */
export async function acceptLegalDocumentsThroughApi(
  request: APIRequestContext,
  token: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const missing = await json<LegalDocument[]>(await request.get('/v1/legaldocuments/latest', { headers }));
  if (missing.length === 0) return;
  const left = await json<LegalDocument[]>(
    await request.post('/v1/legaldocuments/accept', {
      headers,
      data: { documentIds: missing.map(({ id }) => id) },
    }),
  );
  expect(left).toEqual([]);
}

/** Subscribes the member to the monthly plan (free trial) with a card of the test provider. */
export async function subscribeThroughApi(
  request: APIRequestContext,
  token: string,
  cardNumber: string,
): Promise<void> {
  const answer = await json<{ status: string }>(
    await request.post('/v1/checkout', {
      headers: { authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: randomUUID() },
      data: {
        planId: 'monthly',
        card: { number: cardNumber, expMonth: 12, expYear: 2034, cvc: '123', name: 'Crew Tester' },
      },
    }),
  );
  expect(answer.status).toBe('complete');
}

/**
 * Leaves the session in the page's browser as a login there would (the tokens, the device, and the legal
 * documents accepted), in a browser the member has used before (the one-time subscribe reminder for members
 * without a subscription already shown), on a page of the site that loads no app (the readiness answer), so the
 * next page the journey opens starts signed in.
 */
export async function startSessionIn(page: Page, { tokens, deviceIdentifier }: ApiSession): Promise<void> {
  await page.goto('/readyz');
  const { token, tokenExpiry, refreshToken, refreshExpiry, userId } = tokens;
  await page.evaluate(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
    },
    {
      'crewcast.authV2Token': { token, tokenExpiry, refreshToken, refreshExpiry, userId },
      'crewcast.deviceIdentifier': deviceIdentifier,
      'crewcast.legalDocumentsAccepted': true,
      'crewcast.subscribeAlertShown': true,
    },
  );
}
