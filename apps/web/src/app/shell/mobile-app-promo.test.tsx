import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { remoteConfig } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { MOBILE_PROMO_DISMISSAL_MS } from './mobile-app-promo-rules';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile';
const config = remoteConfig({ android_app_url: 'https://apps.example/android' });
const promo = () => screen.queryByRole('complementary', { name: '[]mobilePromo.label' });

describe('mobile app promo', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('shows on phones with a link to the app store page', async () => {
    renderAppAt('/', { config });
    await screen.findByRole('heading', { level: 1 });
    expect(promo()).toBeTruthy();
    expect(screen.getByRole('link', { name: '[]mobilePromo.get' }).getAttribute('href')).toBe(
      'https://apps.example/android',
    );
  });

  it('stays closed for a week once closed', async () => {
    const first = renderAppAt('/', { config });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: '[]mobilePromo.close' }));
    expect(promo()).toBeNull();
    expect(storage.mobilePromoDismissedAt.get()).toBe(Date.UTC(2025, 0, 1));
    first.unmount();

    vi.setSystemTime(Date.UTC(2025, 0, 1) + MOBILE_PROMO_DISMISSAL_MS - 60_000);
    const sixDaysLater = renderAppAt('/', { config });
    await screen.findByRole('heading', { level: 1 });
    expect(promo()).toBeNull();
    sixDaysLater.unmount();

    vi.setSystemTime(Date.UTC(2025, 0, 1) + MOBILE_PROMO_DISMISSAL_MS);
    renderAppAt('/', { config });
    await screen.findByRole('heading', { level: 1 });
    expect(promo()).toBeTruthy();
  });

  it('does not show under hidemenus', async () => {
    renderAppAt('/?hidemenus', { config });
    await screen.findByRole('heading', { level: 1 });
    expect(promo()).toBeNull();
  });

  it('does not show without an app store page to link to', async () => {
    renderAppAt('/', { config: remoteConfig() });
    await screen.findByRole('heading', { level: 1 });
    expect(promo()).toBeNull();
  });
});
