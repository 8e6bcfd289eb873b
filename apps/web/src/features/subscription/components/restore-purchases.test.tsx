import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStarted } from '@/testing/render-app';
import { RestorePurchases } from './restore-purchases';

type TestWindow = { webkit?: unknown };

describe('RestorePurchases', () => {
  afterEach(() => delete (window as TestWindow).webkit);

  it('is not offered in a browser', () => {
    renderStarted(<RestorePurchases />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks the iOS app to restore its purchases, and says so', async () => {
    const postMessage = vi.fn();
    (window as TestWindow).webkit = { messageHandlers: { restorePurchases: { postMessage } } };
    renderStarted(<RestorePurchases />);

    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: '[]payment.restore' }));
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({});
    expect(screen.getByRole('status').textContent).toBe('[]payment.restore.asked');
  });
});
