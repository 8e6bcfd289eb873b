import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageRestored } from './use-page-restored';

function pageShow(persisted: boolean) {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

describe('usePageRestored', () => {
  it('answers a page shown again from the back/forward cache, not a fresh load, until unmounted', () => {
    const onRestored = vi.fn();
    const { unmount } = renderHook(() => usePageRestored(onRestored));
    pageShow(false);
    expect(onRestored).not.toHaveBeenCalled();
    pageShow(true);
    expect(onRestored).toHaveBeenCalledTimes(1);
    unmount();
    pageShow(true);
    expect(onRestored).toHaveBeenCalledTimes(1);
  });
});
