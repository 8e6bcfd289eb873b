import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { battlePhase, contributeButton, countdownParts } from './battle-clock';
import { winnersPaging } from './past-winners-paging';
import { useCountdown } from './use-countdown';

const START = '2026-03-10T12:00:00';
const END = '2026-03-12T15:30:00';
const at = (iso: string) => new Date(`${iso}Z`).getTime();

describe('battle clock', () => {
  it('reads the dates as UTC and places now before, during or after the battle', () => {
    expect(battlePhase(at('2026-03-10T11:59:59'), START, END)).toBe('before-start');
    expect(battlePhase(at('2026-03-10T12:00:00'), START, END)).toBe('running');
    expect(battlePhase(at('2026-03-12T15:29:59'), START, END)).toBe('running');
    expect(battlePhase(at('2026-03-12T15:30:00'), START, END)).toBe('ended');
  });

  it('counts days only when there are any, then hours, minutes and seconds', () => {
    expect(countdownParts(at('2026-03-10T12:00:00'), at('2026-03-12T15:30:05'))).toEqual({
      days: 2,
      hours: 3,
      minutes: 30,
      seconds: 5,
    });
    expect(countdownParts(at('2026-03-12T15:29:00'), at('2026-03-12T15:30:00'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
      seconds: 0,
    });
    expect(countdownParts(at('2026-03-12T15:31:00'), at('2026-03-12T15:30:00')).seconds).toBe(0);
  });

  it("says 'Voting Closed' (disabled) when inactive, and whom it asks to act when active", () => {
    expect(contributeButton(false, true)).toEqual({ labelKey: 'greenlight.button.closed', disabled: true });
    expect(contributeButton(false, false)).toEqual({ labelKey: 'greenlight.button.closed', disabled: true });
    expect(contributeButton(true, true)).toEqual({ labelKey: 'greenlight.button.vote', disabled: false });
    expect(contributeButton(true, false)).toEqual({ labelKey: 'greenlight.button.login', disabled: false });
  });
});

describe('useCountdown on a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(at('2026-03-10T11:59:58'));
  });
  afterEach(() => vi.useRealTimers());

  it("ticks every second from 'Starts In' to 'Ends In' to nothing", () => {
    const { result } = renderHook(() => useCountdown(START, END));
    expect(result.current.labelKey).toBe('greenlight.countdown.startsIn');
    expect(result.current.parts).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.parts?.seconds).toBe(1);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.phase).toBe('running');
    expect(result.current.labelKey).toBe('greenlight.countdown.endsIn');
    expect(result.current.parts).toEqual({ days: 2, hours: 3, minutes: 30, seconds: 0 });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.parts).toEqual({ days: 2, hours: 3, minutes: 29, seconds: 59 });

    act(() => vi.setSystemTime(at('2026-03-12T15:29:59')));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.phase).toBe('ended');
    expect(result.current.labelKey).toBeNull();
    expect(result.current.parts).toBeNull();
  });
});

describe('past winners paging', () => {
  it('pages by the items shown and stops at the first and last page', () => {
    expect(winnersPaging(13, 6, 0)).toMatchObject({
      pages: 3,
      page: 0,
      first: 0,
      atStart: true,
      atEnd: false,
    });
    expect(winnersPaging(13, 6, 2)).toMatchObject({ page: 2, first: 12, atEnd: true });
    expect(winnersPaging(13, 6, 5)).toMatchObject({ page: 2, first: 12 });
    expect(winnersPaging(13, 6, -1)).toMatchObject({ page: 0, first: 0 });
    expect(winnersPaging(5, 2, 1)).toMatchObject({ pages: 3, first: 2, atStart: false, atEnd: false });
    expect(winnersPaging(0, 2, 0)).toMatchObject({ pages: 1, atStart: true, atEnd: true });
  });
});
