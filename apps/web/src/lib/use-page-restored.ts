import { useEffect, useRef } from 'react';

/**
 * Calls `onRestored` when the browser shows this page again from its back/forward cache (the member pressed Back
 * on a provider's page), where a "leaving…" state would otherwise stay on.
 */
export function usePageRestored(onRestored: () => void): void {
  const latest = useRef(onRestored);
  useEffect(() => {
    latest.current = onRestored;
  });
  useEffect(() => {
    const listener = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', listener);
    return () => window.removeEventListener('pageshow', listener);
  }, []);
}
