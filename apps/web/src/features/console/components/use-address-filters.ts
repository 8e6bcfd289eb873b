import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const FILTER_DEBOUNCE_MS = 400;

export interface AddressFilters<Name extends string> {
  /** What is in the filter fields now. */
  typed: Record<Name, string>;
  /** The filters trimmed, once typing has paused (clearing them all applies at once): what to ask the server. */
  applied: Record<Name, string>;
  set: (name: Name, value: string) => void;
  /** The page of results, from 1. */
  page: number;
  goTo: (page: number) => void;
}

/**
 * A list's filters and page kept in the address, so going back to the list, reloading or sharing the link
 * shows the same results; a changed filter starts again from the first page.
 */
export function useAddressFilters<Name extends string>(names: readonly Name[]): AddressFilters<Name> {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(
    () => Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<Name, string>,
  );
  const trimmed = Object.fromEntries(names.map((name) => [name, typed[name].trim()])) as Record<Name, string>;
  const settled = useDebouncedValue(
    names.some((name) => trimmed[name]) ? JSON.stringify(trimmed) : '',
    FILTER_DEBOUNCE_MS,
  );
  const applied = settled
    ? (JSON.parse(settled) as Record<Name, string>)
    : (Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const inAddress = (values: Record<Name, string>, onPage: number) => ({
    ...Object.fromEntries(names.filter((name) => values[name]).map((name) => [name, values[name]])),
    ...(onPage > 1 ? { page: String(onPage) } : {}),
  });

  return {
    typed,
    applied,
    set(name, value) {
      const next = { ...typed, [name]: value };
      setTyped(next);
      setParams(inAddress(next, 1), { replace: true });
    },
    page,
    goTo: (next) => setParams(inAddress(typed, next)),
  };
}
