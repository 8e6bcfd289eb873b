import { randomUUID } from 'node:crypto';
import { AccountType } from '@crewcast/contracts/account';
import type { RealtimeAck } from '@crewcast/contracts/realtime';
import { decodeJwt, SignJWT } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { createVerifiedAccount } from '../modules/account/create-account';
import { resolveSecret } from '../secrets';
import { device, guardedPost, type TestMember } from './members';
import type { TestContext } from './test-app';

/** Starts the app on a free loopback port and returns its base URL. */
export async function listen(ctx: TestContext): Promise<string> {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** A socket.io client as the web app opens one: websocket, the token in the query. */
export function openSocket(
  baseUrl: string,
  token: string | undefined,
  options: { auth?: boolean } = {},
): Socket {
  return io(baseUrl, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(token === undefined ? {} : options.auth ? { auth: { token } } : { query: { token } }),
  });
}

/** Resolves once connected; rejects with the handshake's `connect_error`. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function connectMember(baseUrl: string, member: { tokens: { token: string } }): Promise<Socket> {
  return connected(openSocket(baseUrl, member.tokens.token));
}

/** Sends one message and waits for its acknowledgement. */
export function ask<T = object>(socket: Socket, event: string, message: unknown): Promise<RealtimeAck<T>> {
  return socket.timeout(5000).emitWithAck(event, message) as Promise<RealtimeAck<T>>;
}

/** The first push on `event` that satisfies `matches`. */
export function nextPush<T>(
  socket: Socket,
  event: string,
  matches: (payload: T) => boolean = () => true,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching '${event}' push within ${timeoutMs} ms`));
    }, timeoutMs);
    function listener(payload: T) {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    }
    socket.on(event, listener);
  });
}

/** Resolves when the server ends the connection. */
export function disconnected(socket: Socket, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error('still connected')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** An Official or Creator account, logged in. */
export async function staffMember(
  ctx: TestContext,
  accountType: (typeof AccountType)['Official' | 'Creator'] = AccountType.Official,
): Promise<TestMember> {
  const suffix = randomUUID().slice(0, 8);
  const email = `staff-${suffix}@crewcast.test`;
  const password = 'staff password';
  const displayName = `staff_${suffix}`;
  await createVerifiedAccount(ctx.database.db, { email, displayName, password, accountType });
  const dev = device();
  const login = await guardedPost(ctx.app, '/v2/account/login', 'login', { email, password, device: dev });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { email, password, displayName, tokens: login.json(), deviceIdentifier: dev.deviceIdentifier };
}

/** A member's access token signed again by the server's key, to expire within `seconds`. */
export async function shortLivedToken(ctx: TestContext, token: string, seconds: number): Promise<string> {
  const { sub, at, fam, dev } = decodeJwt(token);
  const secret = await resolveSecret(ctx.config.JWT_SECRET, ctx.config.DATA_DIR, 'jwt-secret');
  return new SignJWT({ at, fam, dev })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub ?? '')
    .setIssuer(ctx.config.PUBLIC_URL)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(new TextEncoder().encode(secret));
}
