import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PARTNER_PROJECT_NAME } from '@/app/routes';
import { remoteConfig } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';

const partner = remoteConfig({
  projectName: PARTNER_PROJECT_NAME,
  brands_url: 'https://brands.example/',
  makersplace_url: 'https://art.example/',
});

describe('partner pages', () => {
  it('embeds the brands page in a titled frame', async () => {
    renderAppAt('/brands', { config: partner });
    const frame = await screen.findByTitle('[]brands.frameTitle');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://brands.example/');
  });

  it('shows the same top ten screen on both of its paths', async () => {
    for (const path of ['/top10images', '/toptenimages']) {
      const { unmount } = renderAppAt(path, { config: partner });
      expect(await screen.findByRole('heading', { level: 1, name: '[]topTenImages.title' })).toBeTruthy();
      expect(screen.getByRole('link', { name: /makersplace\.visit/ }).getAttribute('href')).toBe(
        'https://art.example/',
      );
      unmount();
    }
  });

  it('shows the plans on the crew member page', async () => {
    renderAppAt('/crew-member', { config: partner });
    expect(await screen.findByText('$3.99')).toBeTruthy();
    expect(screen.getByText('$39.99')).toBeTruthy();
  });

  it('says so when the brands page is not configured', async () => {
    renderAppAt('/brands', { config: remoteConfig({ projectName: PARTNER_PROJECT_NAME }) });
    expect(await screen.findByRole('heading', { name: '[]brands.unavailable.title' })).toBeTruthy();
  });
});
