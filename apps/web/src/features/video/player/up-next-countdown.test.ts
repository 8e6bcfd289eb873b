import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownReducer, UP_NEXT_COUNTDOWN_SECONDS, useUpNextCountdown } from './up-next-countdown';

describe('up-next countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from the start and is done at zero', () => {
    let state = countdownReducer({ status: 'idle' }, 'start');
    expect(state).toEqual({ status: 'counting', remaining: UP_NEXT_COUNTDOWN_SECONDS });
    for (let tick = 1; tick < UP_NEXT_COUNTDOWN_SECONDS; tick += 1) state = countdownReducer(state, 'tick');
    expect(state).toEqual({ status: 'counting', remaining: 1 });
    expect(countdownReducer(state, 'tick')).toEqual({ status: 'done' });
  });

  it('stays cancelled: neither ticks nor a new start bring it back', () => {
    const cancelled = countdownReducer({ status: 'counting', remaining: 4 }, 'cancel');
    expect(cancelled).toEqual({ status: 'cancelled' });
    expect(countdownReducer(cancelled, 'tick')).toEqual(cancelled);
    expect(countdownReducer(cancelled, 'start')).toEqual(cancelled);
    expect(countdownReducer(cancelled, 'reset')).toEqual({ status: 'idle' });
  });

  it('ticks each second and plays the next video at zero', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useUpNextCountdown(onDone));
    act(() => result.current.dispatch('start'));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.state).toEqual({ status: 'counting', remaining: UP_NEXT_COUNTDOWN_SECONDS - 3 });
    act(() => vi.advanceTimersByTime((UP_NEXT_COUNTDOWN_SECONDS - 3) * 1000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('never plays the next video once cancelled', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useUpNextCountdown(onDone));
    act(() => result.current.dispatch('start'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.dispatch('cancel'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(onDone).not.toHaveBeenCalled();
  });
});
