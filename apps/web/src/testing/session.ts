import { storage, type AuthToken } from '@/lib/storage';
import type { FakeRoutes } from './fake-api';

const HOUR_MS = 60 * 60 * 1000;

export const MEMBER_ID = '0b5c8f5e-7d4a-4c1e-9f61-3c2b1a0d9e87';

/** An account token as login returns it: valid for a day, renewable for 60 days from `now`. */
export function authToken(overrides: Partial<AuthToken> = {}, now = Date.now()): AuthToken {
  return {
    token: 'member-token',
    tokenExpiry: new Date(now + 24 * HOUR_MS).toISOString(),
    refreshToken: 'refresh-1',
    refreshExpiry: new Date(now + 60 * 24 * HOUR_MS).toISOString(),
    userId: MEMBER_ID,
    ...overrides,
  };
}

/** Stores a member's session, as a login would have. */
export function logIn(overrides: Partial<AuthToken> = {}): AuthToken {
  const token = authToken(overrides);
  storage.authV2Token.set(token);
  return token;
}

/**
 * What the shell asks for about a logged-in member: user info, and the legal documents still to accept. The
 * member subscribes, so the shell leaves them on the page they opened (members without a subscription are sent
 * to /payment).
 */
export const MEMBER_ROUTES = {
  'GET /v1/userinfo/query': {
    userId: MEMBER_ID,
    displayName: 'Ada',
    email: 'ada@example.test',
    verified: true,
    userCreated: '2024-01-01T00:00:00.000Z',
    deleteRequest: null,
    avatarUrl: '',
    hasSubscription: true,
    subscriptionEndDate: null,
  },
  'GET /v1/legaldocuments/latest': [],
};

/** The shell's routes for a staff account of that type whose session may open the console, with the page's own. */
export function staffRoutes(accountType: number, routes: FakeRoutes = {}): FakeRoutes {
  return {
    ...MEMBER_ROUTES,
    'GET /v1/userinfo/query': { ...MEMBER_ROUTES['GET /v1/userinfo/query'], accountType },
    'GET /v1/admin/access': { allowed: true },
    ...routes,
  };
}
