import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveSite } from '@/lib/external-navigation';
import { remoteConfig } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';

describe('store redirect', () => {
  it.each(['/merch', '/store'])('sends %s to the store_url', async (path) => {
    renderAppAt(path, { config: remoteConfig({ store_url: 'https://store.example/' }) });
    await vi.waitFor(() => expect(leaveSite).toHaveBeenCalledWith(new URL('https://store.example/')));
    expect(screen.getByRole('link', { name: '[]redirect.manualLink' }).getAttribute('href')).toBe(
      'https://store.example/',
    );
  });

  it('explains that there is no store when none is configured', async () => {
    renderAppAt('/merch');
    expect(await screen.findByRole('heading', { name: '[]store.unavailable.title' })).toBeTruthy();
    expect(leaveSite).not.toHaveBeenCalled();
  });
});
