import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element when it first appears (while `enabled`): a heading or a form that replaced what the
 * member was working in, so they hear where they are.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only on mount: later changes of `enabled` move nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
