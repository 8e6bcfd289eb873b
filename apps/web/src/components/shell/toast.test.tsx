import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStarted } from '@/testing/render-app';
import { DEFAULT_TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions } from './toast';

function ShowsToast(toast: ToastOptions) {
  const show = useToast();
  return <button onClick={() => show(toast)}>Show</button>;
}

describe('toast', () => {
  afterEach(() => vi.useRealTimers());

  it('announces the toast in a live region and removes it after 5000 ms', () => {
    vi.useFakeTimers();
    renderStarted(
      <ToastProvider>
        <ShowsToast title="Success" message="Your badges were successfully changed." />
      </ToastProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');

    act(() => screen.getByRole('button', { name: 'Show' }).click());
    expect(region.textContent).toContain('Your badges were successfully changed.');

    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1));
    expect(region.textContent).toContain('Success');
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('');
  });

  it('can be closed early', () => {
    renderStarted(
      <ToastProvider>
        <ShowsToast message="There was an error loading the page!" tone="error" />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    act(() => screen.getByRole('button', { name: '[]common.close' }).click());
    expect(screen.queryByText('There was an error loading the page!')).toBeNull();
  });
});
