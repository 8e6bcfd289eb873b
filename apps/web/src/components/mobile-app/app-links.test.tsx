import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BackLink, SeasonLink, VideoLink } from './app-links';

type TestWindow = { webkit?: unknown; Android?: unknown };

function renderLinks() {
  const router = createMemoryRouter(
    [
      {
        path: '/account/badges',
        element: (
          <>
            <BackLink to="/account">Back</BackLink>
            <VideoLink mediaId={42}>Episode</VideoLink>
            <SeasonLink seasonId={7}>Season</SeasonLink>
          </>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/account/badges'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('links a mobile app may take over', () => {
  afterEach(() => {
    delete (window as TestWindow).webkit;
    delete (window as TestWindow).Android;
  });

  it('are plain links in a browser', async () => {
    const router = renderLinks();
    expect(screen.getByRole('link', { name: 'Episode' }).getAttribute('href')).toBe('/video/42');
    expect(screen.getByRole('link', { name: 'Season' }).getAttribute('href')).toBe('/season/7');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/account');
  });

  it('hand their clicks to the iOS app with their payloads, and stay on the page', async () => {
    const postMessage = { back: vi.fn(), mediaRedirect: vi.fn(), seasonRedirect: vi.fn() };
    (window as TestWindow).webkit = {
      messageHandlers: {
        back: { postMessage: postMessage.back },
        mediaRedirect: { postMessage: postMessage.mediaRedirect },
        seasonRedirect: { postMessage: postMessage.seasonRedirect },
      },
    };
    const router = renderLinks();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await userEvent.click(screen.getByRole('link', { name: 'Episode' }));
    await userEvent.click(screen.getByRole('link', { name: 'Season' }));
    expect(postMessage.back).toHaveBeenCalledWith({});
    expect(postMessage.mediaRedirect).toHaveBeenCalledWith({ mediaId: 42 });
    expect(postMessage.seasonRedirect).toHaveBeenCalledWith({ seasonId: 7 });
    expect(router.state.location.pathname).toBe('/account/badges');
  });

  it('leave a link to the page when the app does not answer that call', async () => {
    const back = vi.fn();
    (window as TestWindow).Android = { back };
    const router = renderLinks();
    await userEvent.click(screen.getByRole('link', { name: 'Episode' }));
    expect(back).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/video/42');
  });
});
