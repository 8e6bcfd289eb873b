import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { errorAnswer, fakeApi, fakeRequests } from '@/testing/fake-api';
import { authToken, logIn, MEMBER_ID } from '@/testing/session';
import {
  getSessionToken,
  getValidToken,
  isAuthenticated,
  logout,
  RENEW_WHEN_UNDER_MS,
  startOverrideSession,
  startSession,
  subscribeToSession,
  takeAfterLoginUrl,
  type SessionEvent,
} from './session';
import { storage, type AuthToken } from './storage';

const NOW = Date.UTC(2025, 5, 1, 12);
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** A stored token with `left` milliseconds of its life remaining. */
const tokenWithTimeLeft = (left: number) =>
  logIn({
    tokenExpiry: new Date(NOW + left).toISOString(),
    refreshExpiry: new Date(NOW + 30 * 24 * HOUR_MS).toISOString(),
  });

const renewed = () => authToken({ token: 'renewed-token', refreshToken: 'refresh-2' }, NOW);

/** The session events of each test of the enclosing block. */
function recordEvents(): SessionEvent[] {
  const events: SessionEvent[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    events.length = 0;
    unsubscribe = subscribeToSession((event) => events.push(event));
  });
  afterEach(() => unsubscribe());
  return events;
}

describe('who is logged in', () => {
  it('is not authenticated without a token, or with an empty one', () => {
    expect(isAuthenticated()).toBe(false);
    logIn({ token: '' });
    storage.overrideToken.set('');
    expect(isAuthenticated()).toBe(false);
  });

  it('uses the override token before the account token', () => {
    logIn({ token: 'account' });
    expect(getSessionToken()).toBe('account');
    storage.overrideToken.set('from-app');
    expect(getSessionToken()).toBe('from-app');
    expect(isAuthenticated()).toBe(true);
  });

  it('starts an override session with the app-supplied token and device identifier', () => {
    startOverrideSession('from-app', 'device-1');
    expect(storage.overrideToken.get()).toBe('from-app');
    expect(storage.deviceIdentifier.get()).toBe('device-1');
    expect(storage.overrideSession.get()).toBe(true);
  });

  it('has no session once the refresh token has expired', () => {
    logIn({ refreshExpiry: new Date(NOW - 1).toISOString() });
    expect(isAuthenticated(NOW)).toBe(false);
    expect(isAuthenticated(NOW - 2)).toBe(true);
  });
});

describe('keeping the token fresh', () => {
  const events = recordEvents();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('uses a token with 3 hours or more left as it is', async () => {
    const fetchMock = fakeApi({});
    tokenWithTimeLeft(RENEW_WHEN_UNDER_MS);
    expect(await getValidToken()).toBe('member-token');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews a token with under 3 hours left, sending the refresh token, device and user id', async () => {
    const fetchMock = fakeApi({ 'POST /v2/account/renew': renewed() });
    storage.deviceIdentifier.set('device-identifier-1');
    tokenWithTimeLeft(RENEW_WHEN_UNDER_MS - 1);

    expect(await getValidToken()).toBe('renewed-token');
    const [renewal] = fakeRequests(fetchMock);
    expect(renewal?.body).toEqual({
      refreshToken: 'refresh-1',
      userId: MEMBER_ID,
      device: { deviceIdentifier: 'device-identifier-1', platform: 'web', model: expect.any(String) },
    });
    expect(storage.authV2Token.get()?.refreshToken).toBe('refresh-2');
    expect(events).toEqual(['renewed']);
  });

  it('shares one renewal between requests made while it runs', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = fakeApi({
      'POST /v2/account/renew': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    tokenWithTimeLeft(10 * MINUTE_MS);

    const tokens = Promise.all([getValidToken(), getValidToken(), getValidToken()]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(Response.json(renewed()));

    expect(await tokens).toEqual(['renewed-token', 'renewed-token', 'renewed-token']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The next renewal is a new request, with the rotated refresh token.
    vi.setSystemTime(NOW + 22 * HOUR_MS);
    fakeApi({ 'POST /v2/account/renew': authToken({ token: 'third-token' }, NOW + 22 * HOUR_MS) });
    expect(await getValidToken()).toBe('third-token');
  });

  it('ends the session when the refresh token has expired, without asking the server', async () => {
    const fetchMock = fakeApi({});
    logIn({ refreshExpiry: new Date(NOW - MINUTE_MS).toISOString() });
    expect(await getValidToken()).toBeNull();
    expect(storage.authV2Token.get()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events).toEqual(['logged-out']);
  });

  it('logs out when the server refuses the renewal', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      'POST /v2/account/renew': errorAnswer(
        401,
        'SESSION_EXPIRED',
        'Your session has ended. Please log in again.',
      ),
    });
    tokenWithTimeLeft(MINUTE_MS);
    storage.afterLoginUrl.set('/account');

    expect(await getValidToken()).toBeNull();
    expect(storage.authV2Token.get()).toBeNull();
    expect(storage.afterLoginUrl.get()).toBeNull();
    expect(isAuthenticated()).toBe(false);
    expect(events).toEqual(['logged-out']);
  });

  it('keeps the session when the server cannot be reached, and lets the request fail', async () => {
    fakeApi({ 'POST /v2/account/renew': errorAnswer(503, 'UNAVAILABLE', 'Down for a moment.') });
    tokenWithTimeLeft(MINUTE_MS);
    await expect(getValidToken()).rejects.toThrow('Down for a moment.');
    expect(storage.authV2Token.get()?.token).toBe('member-token');
    expect(events).toEqual([]);
  });

  it('never renews an app-supplied override token', async () => {
    const fetchMock = fakeApi({});
    tokenWithTimeLeft(MINUTE_MS);
    storage.overrideToken.set('from-app');
    expect(await getValidToken()).toBe('from-app');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/** An access token as the server signs it (a JWT), issued at `issued` and living `lifetime` milliseconds. */
function signedToken(
  issued: number,
  lifetime: number,
  name: string,
): Pick<AuthToken, 'token' | 'tokenExpiry'> {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = { sub: MEMBER_ID, name, iat: issued / 1000, exp: (issued + lifetime) / 1000 };
  return {
    token: `${part({ alg: 'HS256' })}.${part(claims)}.signature`,
    tokenExpiry: new Date(issued + lifetime).toISOString(),
  };
}

describe('keeping a short-lived token fresh', () => {
  const LIFETIME_MS = 15 * MINUTE_MS;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('uses a 15-minute token as it is until its last 5 minutes, then renews it', async () => {
    const fetchMock = fakeApi({ 'POST /v2/account/renew': renewed() });
    logIn(signedToken(NOW - 9 * MINUTE_MS, LIFETIME_MS, 'first'));
    const first = storage.authV2Token.get()?.token;
    expect(await getValidToken()).toBe(first);
    expect(fetchMock).not.toHaveBeenCalled();

    vi.setSystemTime(NOW + 2 * MINUTE_MS);
    expect(await getValidToken()).toBe('renewed-token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('renews a token the server refused (its clock ahead of this one) and sends the request again, once', async () => {
    const fresh = signedToken(NOW, LIFETIME_MS, 'renewed');
    const fetchMock = fakeApi({
      'POST /v2/account/renew': authToken(fresh, NOW),
      'GET /v1/badges/all': (request: { headers: Headers }) =>
        request.headers.get('authorization') === `Bearer ${fresh.token}`
          ? []
          : errorAnswer(401, 'UNAUTHORIZED', 'Please log in to continue.'),
    });
    logIn(signedToken(NOW - MINUTE_MS, LIFETIME_MS, 'refused'));

    expect(await api.user.get('/v1/badges/all', { token: (await getValidToken()) ?? '' })).toEqual([]);
    expect(fakeRequests(fetchMock).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /v1/badges/all',
      'POST /v2/account/renew',
      'GET /v1/badges/all',
    ]);
    expect(storage.authV2Token.get()?.token).toBe(fresh.token);
  });

  it('does not renew an app-supplied override token the server refused', async () => {
    const fetchMock = fakeApi({
      'GET /v1/badges/all': errorAnswer(401, 'UNAUTHORIZED', 'Please log in to continue.'),
    });
    logIn();
    storage.overrideToken.set('from-app');

    await expect(api.user.get('/v1/badges/all', { token: 'from-app' })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('logging in and out', () => {
  const events = recordEvents();

  it('keeps the tokens of a login and announces it', () => {
    startSession(authToken());
    expect(storage.authV2Token.get()?.userId).toBe(MEMBER_ID);
    expect(isAuthenticated()).toBe(true);
    expect(events).toEqual(['logged-in']);
  });

  it('forgets at every login what an earlier member accepted here, before any screen listens', () => {
    storage.legalDocumentsAccepted.set(true);
    startSession(authToken());
    expect(storage.legalDocumentsAccepted.get()).toBeNull();
    storage.legalDocumentsAccepted.set(true);
    startOverrideSession('app-token', null);
    expect(storage.legalDocumentsAccepted.get()).toBeNull();
  });

  it('goes to the remembered page with its query after login, once, or to the front page', () => {
    storage.afterLoginUrl.set('/live/12?ref=mail');
    expect(takeAfterLoginUrl()).toBe('/live/12?ref=mail');
    expect(takeAfterLoginUrl()).toBe('/');
    storage.afterLoginUrl.set('//elsewhere.example/phish');
    expect(takeAfterLoginUrl()).toBe('/');
    storage.afterLoginUrl.set('/\\elsewhere.example/phish');
    expect(takeAfterLoginUrl()).toBe('/');
  });

  it('clears what SPEC section 4 lists at once, and ends the session on the server with the token it had', async () => {
    const fetchMock = fakeApi({ 'POST /v2/account/logout': { message: 'Logged out.' } });
    logIn();
    storage.subscription.set({ hasSubscription: false, subscriptionEndDate: null });
    storage.afterLoginUrl.set('/account');
    storage.deviceIdentifier.set('device-identifier-1');

    const loggingOut = logout();
    // While the server is being told, nothing sent here carries the token it is about to refuse.
    expect(isAuthenticated()).toBe(false);
    expect(events).toEqual(['logged-out']);
    await loggingOut;

    const [request] = fakeRequests(fetchMock);
    expect(request?.headers.get('authorization')).toBe('Bearer member-token');
    expect(storage.authV2Token.get()).toBeNull();
    expect(storage.subscription.get()).toBeNull();
    expect(storage.afterLoginUrl.get()).toBeNull();
    expect(storage.overrideToken.get()).toBeNull();
    // The device stays the same device.
    expect(storage.deviceIdentifier.get()).toBe('device-identifier-1');
    expect(events).toEqual(['logged-out']);
  });

  it('logs out here even when the server cannot be told', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({});
    logIn();
    await logout();
    expect(isAuthenticated()).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(events).toEqual(['logged-out']);
  });
});
