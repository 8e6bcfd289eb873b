import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveSite } from '@/lib/external-navigation';
import { renderAppAt } from '@/testing/render-app';

describe('external link', () => {
  it('redirects to the web address it is given', async () => {
    renderAppAt(`/external-link?url=${encodeURIComponent('https://partner.example/offer?id=3')}`);
    await vi.waitFor(() =>
      expect(leaveSite).toHaveBeenCalledWith(new URL('https://partner.example/offer?id=3')),
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', ''])(
    'refuses %j with an error screen',
    async (target) => {
      renderAppAt(`/external-link?url=${encodeURIComponent(target)}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: '[]externalLink.invalid.title' }),
      ).toBeTruthy();
      expect(leaveSite).not.toHaveBeenCalled();
    },
  );
});
