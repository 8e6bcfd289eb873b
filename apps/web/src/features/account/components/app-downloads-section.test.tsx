import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderStarted } from '@/testing/render-app';
import { AppDownloadsSection } from './app-downloads-section';

type TestWindow = { Android?: unknown };

describe('AppDownloadsSection', () => {
  afterEach(() => delete (window as TestWindow).Android);

  it('shows nothing in a browser, which cannot download videos', () => {
    storage.deviceType.set('android');
    renderStarted(<AppDownloadsSection />);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('opens the app’s downloads and sets its Wi-Fi rule inside the app', async () => {
    const android = { downloadsRedirect: vi.fn(), downloadWifiOnly: vi.fn() };
    (window as TestWindow).Android = android;
    renderStarted(<AppDownloadsSection />);

    screen.getByRole('heading', { name: '[]account.downloads.title' });
    await userEvent.click(screen.getByRole('button', { name: /\[\]account\.downloads\.open\b/ }));
    expect(android.downloadsRedirect).toHaveBeenCalledWith();

    const wifiOnly = screen.getByRole<HTMLInputElement>('switch', { name: '[]account.downloads.wifiOnly' });
    expect(wifiOnly.checked).toBe(true);
    await userEvent.click(wifiOnly);
    expect(wifiOnly.checked).toBe(false);
    expect(android.downloadWifiOnly).toHaveBeenLastCalledWith('{"enabled":false}');
    expect(storage.downloadWifiOnly.get()).toBe(false);
    await userEvent.click(wifiOnly);
    expect(android.downloadWifiOnly).toHaveBeenLastCalledWith('{"enabled":true}');
  });
});
