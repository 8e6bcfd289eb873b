import type { LivestreamStatus } from '@crewcast/contracts/realtime';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryConnection } from '@/testing/realtime';
import { followLivestreamStatus, LIVESTREAM_STATUS_POLL_MS, useLivestreamStatus } from './livestream-status';

const offline: LivestreamStatus = { isLive: false, streams: [], nextStream: null, starting: [] };
const live: LivestreamStatus = {
  isLive: true,
  streams: [{ livestreamId: 'a', title: 'Crew Live', url: '/live/a.m3u8', requiresSubscription: false }],
  nextStream: null,
  starting: [],
};

describe('following the livestream status (SPEC section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks on connect and every 10 minutes, takes pushes, and forgets it when the connection ends', async () => {
    const realtime = createMemoryConnection(() => ({ ok: true, status: offline }));
    realtime.setState('reconnecting');
    const stop = followLivestreamStatus(realtime.connection);
    const { result } = renderHook(() => useLivestreamStatus());
    expect(realtime.request).not.toHaveBeenCalled();

    await act(async () => realtime.setState('connected'));
    expect(realtime.request).toHaveBeenCalledTimes(1);
    expect(realtime.request).toHaveBeenLastCalledWith('livestream', { type: 'status' });
    expect(result.current).toEqual(offline);

    act(() => realtime.push('livestream', { type: 'status', status: live }));
    expect(result.current).toEqual(live);

    await act(async () => vi.advanceTimersByTime(LIVESTREAM_STATUS_POLL_MS));
    expect(realtime.request).toHaveBeenCalledTimes(2);

    act(() => realtime.setState('offline'));
    expect(result.current).toBeNull();
    await act(async () => vi.advanceTimersByTime(LIVESTREAM_STATUS_POLL_MS));
    expect(realtime.request).toHaveBeenCalledTimes(2);
    stop();
  });
});
