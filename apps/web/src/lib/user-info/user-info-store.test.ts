import type { UserInfo, UserInfoSelect } from '@crewcast/contracts/users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserInfoStore } from './user-info-store';
import { INITIAL_USER_INFO_DELAY_MS } from './user-info-rules';

const ALL_FLAGS = { points_enabled: true, patreon_enabled: true };
const NO_FLAGS = { points_enabled: false, patreon_enabled: false };

/** A fake user-info endpoint answering each word with one field, and the lists of words it was asked for. */
function fakeEndpoint() {
  const asked: UserInfoSelect[][] = [];
  const fetchUserInfo = vi.fn(async (words: UserInfoSelect[]): Promise<UserInfo> => {
    asked.push(words);
    const info: UserInfo = { displayName: 'Ada', userId: 'member-1' };
    if (words.includes('email')) info.email = 'ada@example.test';
    if (words.includes('subscription')) info.hasSubscription = false;
    if (words.includes('points')) info.points = 12;
    if (words.includes('avatar')) info.avatarUrl = '';
    return info;
  });
  return { asked, fetchUserInfo };
}

describe('user info store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 150 ms before the first request, then asks once for what every screen wanted meanwhile', async () => {
    const { asked, fetchUserInfo } = fakeEndpoint();
    const store = createUserInfoStore(fetchUserInfo);

    const first = store.load(['avatar'], ALL_FLAGS);
    await vi.advanceTimersByTimeAsync(INITIAL_USER_INFO_DELAY_MS - 1);
    const second = store.load(['email', 'subscription'], ALL_FLAGS);
    expect(fetchUserInfo).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(asked).toEqual([['avatar', 'email', 'subscription']]);
    expect(store.getSnapshot().info).toMatchObject({ displayName: 'Ada', email: 'ada@example.test' });
  });

  it('does not ask again for fields already loaded, nor for ones on their way', async () => {
    const { asked, fetchUserInfo } = fakeEndpoint();
    const store = createUserInfoStore(fetchUserInfo);
    const first = store.load(['avatar', 'email'], ALL_FLAGS);
    await vi.advanceTimersByTimeAsync(INITIAL_USER_INFO_DELAY_MS);
    await first;

    await store.load(['email'], ALL_FLAGS);
    await store.load(['email', 'subscription'], ALL_FLAGS);
    const inFlight = store.load(['points'], ALL_FLAGS);
    const sameAgain = store.load(['points', 'email'], ALL_FLAGS);
    await Promise.all([inFlight, sameAgain]);

    expect(asked).toEqual([['avatar', 'email'], ['subscription'], ['points']]);
    expect(store.getSnapshot().loadedWords).toEqual(new Set(['avatar', 'email', 'subscription', 'points']));
  });

  it('asks for points only when points_enabled, and for patreon only when patreon_enabled', async () => {
    const { asked, fetchUserInfo } = fakeEndpoint();
    const store = createUserInfoStore(fetchUserInfo);
    const load = store.load(['points', 'patreon', 'email'], NO_FLAGS);
    await vi.advanceTimersByTimeAsync(INITIAL_USER_INFO_DELAY_MS);
    await load;
    expect(asked).toEqual([['email']]);

    await store.load(['points', 'patreon'], { points_enabled: true, patreon_enabled: false });
    expect(asked.at(-1)).toEqual(['points']);
  });

  it('asks for loaded fields again on refresh, and keeps local changes the server confirmed', async () => {
    const { asked, fetchUserInfo } = fakeEndpoint();
    const store = createUserInfoStore(fetchUserInfo);
    const load = store.load(['subscription'], ALL_FLAGS);
    await vi.advanceTimersByTimeAsync(INITIAL_USER_INFO_DELAY_MS);
    await load;

    store.update({ displayName: 'Ada L.' });
    expect(store.getSnapshot().info?.displayName).toBe('Ada L.');
    await store.refresh(['subscription'], ALL_FLAGS);
    expect(asked).toEqual([['subscription'], ['subscription']]);
  });

  it('forgets everything on reset, sends nothing for the member before, and waits 150 ms again', async () => {
    const { asked, fetchUserInfo } = fakeEndpoint();
    const store = createUserInfoStore(fetchUserInfo);
    const before = store.load(['email'], ALL_FLAGS);
    store.reset();
    await vi.advanceTimersByTimeAsync(INITIAL_USER_INFO_DELAY_MS);
    await before;
    expect(store.getSnapshot().info).toBeNull();

    expect(asked).toEqual([]);

    const after = store.load(['avatar'], ALL_FLAGS);
    await vi.advanceTimersByTimeAsync(INITIAL_USER_INFO_DELAY_MS - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await after;
    expect(asked).toEqual([['avatar']]);
  });

  it('lets a failed request fail its callers, and tries again on the next load', async () => {
    const { fetchUserInfo } = fakeEndpoint();
    fetchUserInfo.mockRejectedValueOnce(new Error('offline'));
    const store = createUserInfoStore(fetchUserInfo);
    const failing = store.load(['email'], ALL_FLAGS);
    const assertion = expect(failing).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(INITIAL_USER_INFO_DELAY_MS);
    await assertion;

    expect(await store.load(['email'], ALL_FLAGS)).toMatchObject({ email: 'ada@example.test' });
  });
});
