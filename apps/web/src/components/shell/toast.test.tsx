import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStarted } from '@/testing/render-app';
import { DEFAULT_TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions } from './toast';

function ShowsToast(toast: ToastOptions) {
  const show = useToast();
  return <button onClick={() => show(toast)}>Show</button>;
}

/** Renders a button that shows the toast, and presses it. */
function showToast(toast: ToastOptions) {
  renderStarted(
    <ToastProvider>
      <ShowsToast {...toast} />
    </ToastProvider>,
  );
  act(() => screen.getByRole('button', { name: 'Show' }).click());
}

describe('toast', () => {
  afterEach(() => vi.useRealTimers());

  it('announces a success politely and removes it after 5000 ms', () => {
    vi.useFakeTimers();
    showToast({ title: 'Success', message: 'Your badges were successfully changed.' });
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Your badges were successfully changed.');
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1));
    expect(toast.isConnected).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces an error at once, with an icon beside it', () => {
    showToast({ message: 'There was an error applying the coupon!', tone: 'error' });
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('There was an error applying the coupon!');
    expect(toast.querySelector('.toast__icon svg')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits while the pointer is over it, then takes only the time it had left', () => {
    vi.useFakeTimers();
    showToast({ message: 'There was an error applying the coupon!', tone: 'error' });
    const toast = screen.getByRole('alert');
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(60_000));
    expect(toast.isConnected).toBe(true);
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 3000 - 1));
    expect(toast.isConnected).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits while focus is in it', () => {
    vi.useFakeTimers();
    showToast({ message: 'Your email address has been changed.' });
    const close = screen.getByRole('button', { name: '[]common.close' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toContain('Your email address has been changed.');
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('can be closed early', () => {
    showToast({ message: 'There was an error loading the page!', tone: 'error' });
    act(() => screen.getByRole('button', { name: '[]common.close' }).click());
    expect(screen.queryByText('There was an error loading the page!')).toBeNull();
  });
});
