import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs`; an empty value passes at once, so clearing is instant. */
export function useDebouncedValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value === '' ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value === '' ? '' : settled;
}
