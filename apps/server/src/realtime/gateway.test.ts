import { HANDSHAKE_ERRORS, SESSION_END_MESSAGES } from '@crewcast/contracts/realtime';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { device, guardedPost, registerMember, requestAs } from '../test/members';
import type { SessionPush } from '@crewcast/contracts/realtime';
import type { Socket } from 'socket.io-client';
import {
  ask,
  connected,
  connectMember,
  disconnected,
  listen,
  nextPush,
  openSocket,
  shortLivedToken,
} from '../test/realtime';
import { useTestApp } from '../test/test-app';

let baseUrl: string;

const ctx = useTestApp({ TRUST_PROXY: '1', REALTIME_EVENTS_PER_SECOND: '5' });
beforeAll(async () => {
  baseUrl = await listen(ctx);
});

function refusal(token: string | undefined, options?: { auth?: boolean }) {
  return connected(openSocket(baseUrl, token, options)).then(
    (socket) => {
      socket.close();
      throw new Error('the handshake was accepted');
    },
    (error: Error & { data?: { code?: string } }) => error,
  );
}

describe('realtime handshake', () => {
  it('accepts a member token in the query or in socket.io auth', async () => {
    const member = await registerMember(ctx.app);
    const viaQuery = await connectMember(baseUrl, member);
    const viaAuth = await connected(openSocket(baseUrl, member.tokens.token, { auth: true }));
    expect(viaQuery.connected && viaAuth.connected).toBe(true);
    viaQuery.close();
    viaAuth.close();
  });

  it('refuses a missing, forged, expired or revoked token with a clear connect_error', async () => {
    const missing = await refusal(undefined);
    expect(missing.message).toBe(HANDSHAKE_ERRORS.TOKEN_MISSING);
    expect(missing.data?.code).toBe('TOKEN_MISSING');

    const member = await registerMember(ctx.app);
    const [header, payload] = member.tokens.token.split('.');
    const forged = await refusal(`${header}.${payload}.${'x'.repeat(43)}`);
    expect(forged.message).toBe(HANDSHAKE_ERRORS.TOKEN_INVALID);
    expect(forged.data?.code).toBe('TOKEN_INVALID');

    const expired = await new SignJWT({ at: 0, fam: 'f', dev: 'd' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.tokens.userId)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('not the secret'));
    expect((await refusal(expired)).data?.code).toBe('TOKEN_INVALID');

    await requestAs(ctx.app, member.tokens.token, 'POST', '/v2/account/logout');
    expect((await refusal(member.tokens.token, { auth: true })).data?.code).toBe('TOKEN_INVALID');
  });
});

describe('ending sessions ends their connections', () => {
  it('closes the socket of the session that logs out and keeps the member’s other sessions', async () => {
    const member = await registerMember(ctx.app);
    const login = await guardedPost(ctx.app, '/v2/account/login', 'login', {
      email: member.email,
      password: member.password,
      device: device(),
    });
    const phone = await connectMember(baseUrl, member);
    const laptop = await connectMember(baseUrl, { tokens: login.json() });
    const closed = disconnected(phone);
    await requestAs(ctx.app, member.tokens.token, 'POST', '/v2/account/logout');
    expect(await closed).toBe('io server disconnect');
    expect(await ask(laptop, 'livestream', { type: 'status' })).toMatchObject({ ok: true });
    laptop.close();
  });

  it('closes the socket when its session family is revoked for a reused refresh token', async () => {
    const member = await registerMember(ctx.app);
    const socket = await connectMember(baseUrl, member);
    const closed = disconnected(socket);
    const renew = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v2/account/renew',
        payload: { refreshToken: member.tokens.refreshToken, userId: member.tokens.userId, device: device() },
      });
    expect((await renew()).statusCode).toBe(200);
    expect((await renew()).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
  });
});

describe('inbound messages', () => {
  it('acknowledges a malformed message with a code and a readable reason, and stays connected', async () => {
    const socket = await connectMember(baseUrl, await registerMember(ctx.app));
    const notJson = await ask(socket, 'comment', '{not json');
    expect(notJson).toMatchObject({ ok: false, error: 'BAD_MESSAGE' });
    const unknownType = await ask(socket, 'livestream', { type: 'dance' });
    expect(unknownType).toMatchObject({ ok: false, error: 'BAD_MESSAGE' });
    const badId = await ask(socket, 'livestream', { type: 'ping', livestreamId: 'nope' });
    expect(badId).toEqual({ ok: false, error: 'BAD_MESSAGE', message: 'livestreamId: Not a livestream id.' });
    const unknownEvent = await ask(socket, 'shout', {});
    expect(unknownEvent).toEqual({ ok: false, error: 'BAD_MESSAGE', message: 'There is no event "shout".' });
    // The same message as a JSON string is understood too.
    const asString = await ask(socket, 'livestream', JSON.stringify({ type: 'status' }));
    expect(asString).toMatchObject({ ok: true, status: { isLive: false } });
    expect(socket.connected).toBe(true);
    socket.close();
  });

  it('holds a member to one request limit over all their connections', async () => {
    const member = await registerMember(ctx.app);
    const phone = await connectMember(baseUrl, member);
    const laptop = await connectMember(baseUrl, member);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ask(i % 2 ? phone : laptop, 'livestream', { type: 'status' })),
    );
    // 5 a second here: a burst that runs into the next second may get 5 more, never one per connection.
    expect(answers.filter((answer) => answer.ok).length).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => !answer.ok)[0]).toMatchObject({ error: 'RATE_LIMITED' });
    phone.close();
    laptop.close();
  });

  it('refuses a flood from one connection while another member is unaffected', async () => {
    const flooder = await connectMember(baseUrl, await registerMember(ctx.app));
    const other = await connectMember(baseUrl, await registerMember(ctx.app));
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => ask(flooder, 'livestream', { type: 'status' })),
    );
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ error: 'RATE_LIMITED', retryAfterSeconds: 1 });
    expect(await ask(other, 'livestream', { type: 'status' })).toMatchObject({ ok: true });
    flooder.close();
    other.close();
  });
});

describe('connections per member', () => {
  it('refuses a member’s eleventh connection, even when all are opened at once, until one closes', async () => {
    const member = await registerMember(ctx.app);
    const attempts = await Promise.allSettled(
      Array.from({ length: 11 }, () => connected(openSocket(baseUrl, member.tokens.token))),
    );
    const open = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
    const refused = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason] : []));
    expect(open).toHaveLength(10);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      message: HANDSHAKE_ERRORS.TOO_MANY_CONNECTIONS,
      data: { code: 'TOO_MANY_CONNECTIONS' },
    });
    const other = await connectMember(baseUrl, await registerMember(ctx.app));
    open.pop()?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await connectMember(baseUrl, member);
    for (const socket of [...open, other, again]) socket.close();
  });
});

describe('access token expiry', () => {
  async function shortLived(seconds: number): Promise<{ socket: Socket; token: string }> {
    const member = await registerMember(ctx.app);
    const short = await shortLivedToken(ctx, member.tokens.token, seconds);
    return { socket: await connected(openSocket(baseUrl, short)), token: member.tokens.token };
  }

  it('ends a connection when its access token expires, telling the client why', async () => {
    const { socket } = await shortLived(2);
    const told = nextPush<SessionPush>(socket, 'session', () => true, 4000);
    expect(await disconnected(socket, 4000)).toBe('io server disconnect');
    expect(await told).toEqual({ type: 'expired', message: SESSION_END_MESSAGES.TOKEN_EXPIRED });
  });

  it('keeps a connection whose token was renewed over it, and refuses another member’s token', async () => {
    const { socket, token } = await shortLived(2);
    const stranger = await registerMember(ctx.app);
    expect(await ask(socket, 'session', { type: 'renew', token: stranger.tokens.token })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
      message: 'That access token is not valid for this connection.',
    });
    const renewed = await ask<{ expiresAt: string }>(socket, 'session', { type: 'renew', token });
    expect(renewed).toMatchObject({ ok: true });
    expect(renewed.ok && Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.now() + 60_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(socket.connected).toBe(true);
    expect(await ask(socket, 'livestream', { type: 'status' })).toMatchObject({ ok: true });
    socket.close();
  });
});
