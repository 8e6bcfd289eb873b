import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breakpointForWidth, isMobileBreakpoint, useBreakpoint, useIsMobileView } from './breakpoints';

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('breakpoints', () => {
  it.each([
    [320, 'xsmall'],
    [575.98, 'xsmall'],
    [576, 'small'],
    [767, 'small'],
    [768, 'medium'],
    [991, 'medium'],
    [992, 'large'],
    [1199, 'large'],
    [1200, 'xlarge'],
    [1599, 'xlarge'],
    [1600, 'xxlarge'],
  ])('puts %spx in %s', (width, name) => {
    expect(breakpointForWidth(width)).toBe(name);
  });

  it('counts medium and smaller as mobile view', () => {
    expect(['xsmall', 'small', 'medium'].every((name) => isMobileBreakpoint(name as never))).toBe(true);
    expect(['large', 'xlarge', 'xxlarge'].some((name) => isMobileBreakpoint(name as never))).toBe(false);
  });

  it('follows the window as it is resized', () => {
    resizeTo(390);
    const breakpoint = renderHook(() => useBreakpoint());
    const mobile = renderHook(() => useIsMobileView());
    expect(breakpoint.result.current).toBe('xsmall');
    expect(mobile.result.current).toBe(true);

    resizeTo(1440);
    expect(breakpoint.result.current).toBe('xlarge');
    expect(mobile.result.current).toBe(false);
  });
});
