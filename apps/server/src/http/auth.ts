import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims, AccessTokens } from '../modules/account/tokens';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

const unauthorized = () => new AppError('UNAUTHORIZED', 'Please log in to continue.');

/**
 * Reads `Authorization: Bearer <token>` and requires a valid access token whose session is still open.
 * Handlers behind it read the member from `request.auth`.
 */
export function createAuthenticate(
  tokens: AccessTokens,
  isSessionActive: (claims: AccessClaims) => Promise<boolean>,
) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token);
    if (!claims || !(await isSessionActive(claims))) throw unauthorized();
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
