import { useEffect, useState } from 'react';
import { battlePhase, countdownLabelKey, countdownParts, countdownTarget } from './battle-clock';

/** SPEC section 9: the countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;

/** The battle's phase and countdown, recomputed every second by the member's clock. */
export function useCountdown(startDate: string, endDate: string) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const phase = battlePhase(now, startDate, endDate);
  const target = countdownTarget(phase, startDate, endDate);
  return {
    phase,
    labelKey: countdownLabelKey(phase),
    parts: target === null ? null : countdownParts(now, target),
  };
}
