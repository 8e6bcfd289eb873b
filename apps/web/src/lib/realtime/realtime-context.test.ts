import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout, renewSession, startSession } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { authToken, logIn } from '@/testing/session';
import type { RealtimeClient } from './realtime-client';
import { connectWhileLoggedIn } from './realtime-context';

function spyClient() {
  return { connect: vi.fn(), disconnect: vi.fn(), renew: vi.fn() } as unknown as RealtimeClient & {
    connect: ReturnType<typeof vi.fn>;
    disconnect: ReturnType<typeof vi.fn>;
    renew: ReturnType<typeof vi.fn>;
  };
}

describe('the realtime connection follows the session (SPEC section 4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('connects a member who is logged in already, and disconnects at logout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Logged out' })),
    );
    logIn();
    const client = spyClient();
    const stop = connectWhileLoggedIn(client);
    expect(client.connect).toHaveBeenCalledTimes(1);

    await logout();
    expect(client.disconnect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stays closed for visitors and connects when a member logs in', () => {
    const client = spyClient();
    const stop = connectWhileLoggedIn(client);
    expect(client.connect).not.toHaveBeenCalled();

    startSession(authToken());
    expect(client.connect).toHaveBeenCalledTimes(1);
    stop();
    expect(client.disconnect).toHaveBeenCalledTimes(1);
  });

  it('hands the open connection the renewed access token, so the server keeps it open', async () => {
    logIn({ tokenExpiry: new Date(Date.now() + 60_000).toISOString() });
    fakeApi({ 'POST /v2/account/renew': authToken({ token: 'renewed-token', refreshToken: 'refresh-2' }) });
    const client = spyClient();
    const stop = connectWhileLoggedIn(client);
    expect(await renewSession()).toBe('renewed-token');
    expect(client.renew).toHaveBeenCalledWith('renewed-token');
    expect(client.connect).toHaveBeenCalledTimes(1);
    stop();
  });
});
