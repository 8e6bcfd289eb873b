import { hash } from '@node-rs/argon2';
import type autocannon from 'autocannon';
import { solveIntegrityChallenge } from '../apps/server/src/test/members';

const demo = { email: 'member@crewcast.test', password: 'crewcast-demo' };
const device = { deviceIdentifier: 'bench-device-0001', platform: 'web', model: 'Linux Chromium' };

/** argon2id at the server's parameters: one at a time, then as many at once as the thread pool runs. */
export async function measureHashes(
  count: number,
): Promise<{ sequentialPerSecond: number; parallelPerSecond: number }> {
  const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
  let started = performance.now();
  for (let i = 0; i < count; i += 1) await hash(`password ${i}`, options);
  const sequentialPerSecond = count / ((performance.now() - started) / 1000);
  started = performance.now();
  await Promise.all(Array.from({ length: count }, (_, i) => hash(`password ${i}`, options)));
  const parallelPerSecond = count / ((performance.now() - started) / 1000);
  return {
    sequentialPerSecond: Math.round(sequentialPerSecond),
    parallelPerSecond: Math.round(parallelPerSecond),
  };
}

export async function integrityToken(baseUrl: string, action: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v2/account/integrity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action }),
  });
  return solveIntegrityChallenge(await res.json());
}

/** Autocannon options for logins as the demo member, each with a bot-protection token of its own. */
export async function loginRequests(baseUrl: string, count: number): Promise<autocannon.Options> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) tokens.push(await integrityToken(baseUrl, 'login'));
  return {
    url: baseUrl,
    requests: [
      {
        method: 'POST',
        path: '/v2/account/login',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'x-integrity-token': tokens.pop() ?? '' },
          body: JSON.stringify({ ...demo, device }),
        }),
      },
    ],
  };
}

/** A login answer (token, tokenExpiry, refreshToken, refreshExpiry, userId); the demo member by default. */
export async function loginDemoMember(
  baseUrl: string,
  account: { email: string; password: string } = demo,
): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/v2/account/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-integrity-token': await integrityToken(baseUrl, 'login'),
    },
    body: JSON.stringify({ ...account, device }),
  });
  if (!res.ok) throw new Error(`login as ${account.email} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Registers a member (a bot-protection token solved first) and answers its access token. */
export async function registerMember(baseUrl: string, email: string, displayName: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v2/account/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-integrity-token': await integrityToken(baseUrl, 'register'),
    },
    body: JSON.stringify({ displayName, email, password: 'bench-password-1234', device }),
  });
  if (!res.ok) throw new Error(`registering ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function accessToken(baseUrl: string): Promise<string> {
  return (await loginDemoMember(baseUrl)).token as string;
}
