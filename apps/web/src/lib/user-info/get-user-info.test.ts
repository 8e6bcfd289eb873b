import { describe, expect, it, vi } from 'vitest';
import { subscribeToSession, type SessionEvent } from '@/lib/session';
import { storage } from '@/lib/storage';
import { errorAnswer, fakeApi, fakeRequests } from '@/testing/fake-api';
import { logIn } from '@/testing/session';
import { getUserInfo } from './get-user-info';

describe('getUserInfo', () => {
  it('asks for the select words with the member’s token', async () => {
    const fetchMock = fakeApi({
      '/v1/userinfo/query?select=avatar%2Cemail': { displayName: 'Ada', email: 'ada@example.test' },
    });
    logIn();
    expect(await getUserInfo(['avatar', 'email'])).toMatchObject({ email: 'ada@example.test' });
    expect(fakeRequests(fetchMock)[0]?.headers.get('authorization')).toBe('Bearer member-token');
  });

  it('logs the member out, once, on a 401 that a renewal does not mend', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events: SessionEvent[] = [];
    const unsubscribe = subscribeToSession((event) => events.push(event));
    const fetchMock = fakeApi({
      '/v1/userinfo/query?select=email': errorAnswer(401, 'UNAUTHORIZED', 'Please log in to continue.'),
      'POST /v2/account/renew': errorAnswer(401, 'SESSION_EXPIRED', 'Your session has ended.'),
    });
    logIn();

    await expect(getUserInfo(['email'])).rejects.toThrow('Please log in to continue.');
    expect(fakeRequests(fetchMock).map(({ path }) => path)).toEqual([
      '/v1/userinfo/query?select=email',
      '/v2/account/renew',
    ]);
    expect(storage.authV2Token.get()).toBeNull();
    expect(events).toEqual(['logged-out']);
    unsubscribe();
  });

  it('logs the member out on a 401 to an app-supplied token, which is never renewed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events: SessionEvent[] = [];
    const unsubscribe = subscribeToSession((event) => events.push(event));
    fakeApi({
      '/v1/userinfo/query?select=email': errorAnswer(401, 'UNAUTHORIZED', 'Please log in to continue.'),
      'POST /v2/account/logout': errorAnswer(401, 'UNAUTHORIZED', 'Please log in to continue.'),
    });
    storage.overrideToken.set('from-app');

    await expect(getUserInfo(['email'])).rejects.toThrow('Please log in to continue.');
    expect(storage.overrideToken.get()).toBeNull();
    expect(events).toEqual(['logged-out']);
    unsubscribe();
  });
});
