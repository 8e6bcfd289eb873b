import { useCallback, useEffect, useState } from 'react';

/** Seconds the up-next card counts down before the next video starts. */
export const UP_NEXT_COUNTDOWN_SECONDS = 10;
/** SPEC section 9: countdowns tick every second. */
export const COUNTDOWN_TICK_MS = 1000;

export type CountdownState =
  | { status: 'idle' }
  | { status: 'counting'; remaining: number }
  | { status: 'cancelled' }
  | { status: 'done' };

export type CountdownAction = 'start' | 'tick' | 'cancel' | 'reset';

export function countdownReducer(state: CountdownState, action: CountdownAction): CountdownState {
  switch (action) {
    case 'start':
      return state.status === 'idle' ? { status: 'counting', remaining: UP_NEXT_COUNTDOWN_SECONDS } : state;
    case 'tick':
      if (state.status !== 'counting') return state;
      return state.remaining <= 1
        ? { status: 'done' }
        : { status: 'counting', remaining: state.remaining - 1 };
    case 'cancel':
      return state.status === 'counting' ? { status: 'cancelled' } : state;
    case 'reset':
      return { status: 'idle' };
  }
}

/** The countdown to the next video: started at the end, ticking each second, calling onDone at zero. */
export function useUpNextCountdown(onDone: () => void) {
  const [state, setState] = useState<CountdownState>({ status: 'idle' });
  const dispatch = useCallback((action: CountdownAction) => setState((s) => countdownReducer(s, action)), []);

  const counting = state.status === 'counting';
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => dispatch('tick'), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [counting, dispatch]);

  const done = state.status === 'done';
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  return { state, dispatch };
}
