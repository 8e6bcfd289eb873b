import { randomUUID } from 'node:crypto';
import { connectDatabase } from '../db/client';
import { solveIntegrityChallenge } from '../test/members';

export interface Answer {
  status: number;
  body: Record<string, unknown> & { [key: string]: unknown };
  headers: Record<string, string>;
}

export interface Member {
  email: string;
  password: string;
  userId: string;
  token: string;
  /** The sign-up itself was answered, so its verification mail was queued before the answer. */
  signUpAnswered: boolean;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client of a server that may be killed at any moment: requests that say when nobody answered. */
export function chaosHttp(baseUrl: string) {
  /** One request; undefined when the server was not there to answer (killed, restarting). */
  async function request(
    method: string,
    url: string,
    options: { token?: string; body?: object | Buffer; headers?: Record<string, string> } = {},
  ): Promise<Answer | undefined> {
    const raw = Buffer.isBuffer(options.body);
    try {
      const res = await fetch(`${baseUrl}${url}`, {
        method,
        headers: {
          ...(options.body && !raw ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: raw
          ? new Uint8Array(options.body as Buffer)
          : options.body
            ? JSON.stringify(options.body)
            : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await res.text();
      return {
        status: res.status,
        body: text ? JSON.parse(text) : {},
        headers: Object.fromEntries(res.headers),
      };
    } catch {
      return undefined;
    }
  }

  /** Repeats a request until the server answers it (a 5xx counts as no answer: it may not have been applied). */
  async function untilAnswered(send: () => Promise<Answer | undefined>): Promise<Answer> {
    for (;;) {
      const answer = await send();
      if (answer && answer.status < 500 && answer.status !== 429) return answer;
      await sleep(100);
    }
  }

  async function integrityToken(action: string): Promise<string> {
    const challenge = await untilAnswered(() =>
      request('POST', '/v2/account/integrity', { body: { action } }),
    );
    return solveIntegrityChallenge(challenge.body);
  }

  const device = () => ({ deviceIdentifier: `device-${randomUUID()}`, platform: 'web', model: 'Chaos' });

  async function signIn(email: string, password: string): Promise<Answer> {
    return untilAnswered(async () =>
      request('POST', '/v2/account/login', {
        headers: { 'x-integrity-token': await integrityToken('login') },
        body: { email, password, device: device() },
      }),
    );
  }

  /** Signs up; if the answer was lost, the account may exist already, so signing in finishes the job. */
  async function signUp(): Promise<Member> {
    const email = `chaos-${randomUUID().slice(0, 8)}@crewcast.test`;
    const password = 'chaos member password';
    const registered = await untilAnswered(async () =>
      request('POST', '/v2/account/register', {
        headers: { 'x-integrity-token': await integrityToken('register') },
        body: { email, displayName: `chaos_${randomUUID().slice(0, 6)}`, password, device: device() },
      }),
    );
    if (registered.status === 200) {
      const { userId, token } = registered.body as { userId: string; token: string };
      return { email, password, userId, token, signUpAnswered: true };
    }
    if (registered.status !== 409) throw new Error(`sign-up refused: ${JSON.stringify(registered.body)}`);
    const login = await signIn(email, password);
    // A member whose sign-up answer was lost may have no verification mail queued (the server died first);
    // they ask for it again from the app.
    if (login.status !== 200)
      throw new Error(`sign-in after a lost sign-up refused: ${JSON.stringify(login.body)}`);
    return {
      email,
      password,
      userId: login.body.userId as string,
      token: login.body.token as string,
      signUpAnswered: false,
    };
  }

  /** A purchase sent with one Idempotency-Key until answered: however often it is sent, it is charged once. */
  function purchase(url: string, token: string, body: object, key: string) {
    return untilAnswered(() => request('POST', url, { token, body, headers: { 'idempotency-key': key } }));
  }

  /** A member made staff (an Official) straight in the server's database, then signed in again. */
  async function staffMember(databaseUrl: string): Promise<Member> {
    const member = await signUp();
    const database = connectDatabase(databaseUrl, 1);
    await database.pool.query('update users set account_type = 2 where id = $1', [member.userId]);
    await database.close();
    const login = await signIn(member.email, member.password);
    return { ...member, token: login.body.token as string };
  }

  return { request, untilAnswered, signUp, signIn, purchase, staffMember };
}

export type ChaosHttp = ReturnType<typeof chaosHttp>;
