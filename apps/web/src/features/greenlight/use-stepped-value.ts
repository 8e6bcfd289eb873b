import { useEffect, useState } from 'react';

/** Steps a shown total takes to reach a new one, and how long each step shows. */
const STEPS = 10;
const STEP_MS = 25;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** SPEC section 4: the points bars animate stepwise to new totals (at once when motion is reduced). */
export function useSteppedValue(target: number): number {
  const [reduced] = useState(prefersReducedMotion);
  const [shown, setShown] = useState(target);
  useEffect(() => {
    if (reduced || shown === target) return;
    const step = Math.max(1, Math.ceil(Math.abs(target - shown) / STEPS));
    const timer = setTimeout(
      () =>
        setShown((current) =>
          current < target ? Math.min(target, current + step) : Math.max(target, current - step),
        ),
      STEP_MS,
    );
    return () => clearTimeout(timer);
  }, [reduced, shown, target]);
  return reduced ? target : shown;
}
