import type { Config } from '../config';
import type { AccessClaims, AccessTokens } from './access-tokens';
import {
  createAuthenticate,
  createOptionalAuthenticate,
  createOptionalTokenAuthenticate,
  createSessionClaims,
  createTokenAuthenticate,
} from './auth';
import type { CacheSettings } from './content-cache';
import { createConsoleGuards } from './roles';

/**
 * What the shared HTTP layer hands every module's routes: the login checks, the console guards, the content
 * cache's settings and the tighter limit on account and payment requests. The account module answers whether a session is open; the two-factor module whether a
 * session may open the console.
 */
export function createRouteKit(options: {
  config: Config;
  tokens: AccessTokens;
  isSessionActive: (claims: AccessClaims) => Promise<boolean>;
  assertConsoleAccess: (claims: AccessClaims) => Promise<void>;
}) {
  const { config, tokens, isSessionActive } = options;
  const authenticate = createAuthenticate(tokens, isSessionActive);
  return {
    authenticate,
    optionalAuthenticate: createOptionalAuthenticate(tokens, isSessionActive),
    authenticateToken: createTokenAuthenticate(tokens),
    optionalAuthenticateToken: createOptionalTokenAuthenticate(tokens),
    sessionClaims: createSessionClaims(tokens, isSessionActive),
    guards: createConsoleGuards(authenticate, options.assertConsoleAccess),
    cache: {
      maxAge: config.CONTENT_CACHE_MAX_AGE,
      ttlMs: config.CONTENT_CACHE_TTL_MS,
    } satisfies CacheSettings,
    rateLimit: { max: config.ACCOUNT_RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW },
  };
}

export type RouteKit = ReturnType<typeof createRouteKit>;
