import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims, AccessTokens } from './access-tokens';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

/** The refusal of a request without a valid login. */
export const unauthorized = () => new AppError('UNAUTHORIZED', 'Please log in to continue.');

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/**
 * Reads `Authorization: Bearer <token>` and requires a valid access token; whether its session is still open is left
 * to the route, whose one statement reads it beside what it answers (user info).
 */
export function createTokenAuthenticate(tokens: AccessTokens) {
  return async function authenticateToken(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : undefined;
    if (!claims) throw unauthorized();
    request.auth = claims;
  };
}

/**
 * Reads a valid access token when one is sent, and lets the request through either way; whether its session is
 * still open is left to the route, whose statements read it beside what they answer (a member's own rails).
 */
export function createOptionalTokenAuthenticate(tokens: AccessTokens) {
  const authenticateToken = createTokenAuthenticate(tokens);
  return async function optionalAuthenticateToken(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    if (!request.headers.authorization) return;
    await authenticateToken(request, reply).catch(() => undefined);
  };
}

/** The claims of a valid access token whose session is still open (not logged out, revoked or banned). */
export function createSessionClaims(
  tokens: AccessTokens,
  isSessionActive: (claims: AccessClaims) => Promise<boolean>,
) {
  return async function sessionClaims(token: string): Promise<AccessClaims | undefined> {
    const claims = token ? await tokens.verify(token) : undefined;
    return claims && (await isSessionActive(claims)) ? claims : undefined;
  };
}

/**
 * Reads `Authorization: Bearer <token>` and requires a valid access token whose session is still open.
 * Handlers behind it read the member from `request.auth`.
 */
export function createAuthenticate(
  tokens: AccessTokens,
  isSessionActive: (claims: AccessClaims) => Promise<boolean>,
) {
  const sessionClaims = createSessionClaims(tokens, isSessionActive);
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const claims = await sessionClaims(bearerToken(request));
    if (!claims) throw unauthorized();
    request.auth = claims;
  };
}

/** Reads a valid access token when one is sent, and lets the request through either way. */
export function createOptionalAuthenticate(
  tokens: AccessTokens,
  isSessionActive: (claims: AccessClaims) => Promise<boolean>,
) {
  const authenticate = createAuthenticate(tokens, isSessionActive);
  return async function optionalAuthenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!request.headers.authorization) return;
    await authenticate(request, reply).catch(() => undefined);
  };
}

/** The member of an authenticated request (only behind `authenticate`). */
export function member(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
