import { useSyncExternalStore } from 'react';

/** SPEC section 3 screen breakpoints: each applies from its width up to the next one. */
export const BREAKPOINTS = [
  { name: 'xsmall', from: 0 },
  { name: 'small', from: 576 },
  { name: 'medium', from: 768 },
  { name: 'large', from: 992 },
  { name: 'xlarge', from: 1200 },
  { name: 'xxlarge', from: 1600 },
] as const;

export type Breakpoint = (typeof BREAKPOINTS)[number]['name'];

const MOBILE_BREAKPOINTS: readonly Breakpoint[] = ['xsmall', 'small', 'medium'];

export function breakpointForWidth(width: number): Breakpoint {
  const match = BREAKPOINTS.findLast((breakpoint) => width >= breakpoint.from);
  return match?.name ?? 'xsmall';
}

/** Mobile view is the medium breakpoint or smaller, i.e. anything narrower than large (992px). */
export function isMobileBreakpoint(breakpoint: Breakpoint): boolean {
  return MOBILE_BREAKPOINTS.includes(breakpoint);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, () => breakpointForWidth(window.innerWidth));
}

export function useIsMobileView(): boolean {
  return isMobileBreakpoint(useBreakpoint());
}
