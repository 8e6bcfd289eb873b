import type { PatreonStatus } from '@crewcast/contracts/patreon';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi, fakeRequests, type FakeRoutes } from '@/testing/fake-api';
import { remoteConfig } from '@/testing/fixtures';
import { renderStarted } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';
import { PatreonCallbackPage } from './patreon-callback-page';

const LINKED: PatreonStatus = {
  linked: true,
  patronStatus: 'active_patron',
  tierIds: ['tier-gold'],
  active: true,
  checkedAt: '2026-03-01T10:00:00.000Z',
};

function renderCallback(url: string, routes: FakeRoutes = {}) {
  logIn();
  const fetchMock = fakeApi({ ...MEMBER_ROUTES, ...routes });
  const router = createMemoryRouter(
    [
      { path: '/patreon/callback', element: <PatreonCallbackPage /> },
      { path: '/account', element: <p>Account page</p> },
    ],
    { initialEntries: [url] },
  );
  renderStarted(<RouterProvider router={router} />, { config: remoteConfig({ patreon_enabled: true }) });
  return fetchMock;
}

const callbacks = (fetchMock: ReturnType<typeof fakeApi>) =>
  fakeRequests(fetchMock).filter(({ path }) => path === '/v1/patreon/callback');

describe('Patreon callback page', () => {
  it('completes the link once with the code and state, then leads back to the account', async () => {
    const fetchMock = renderCallback('/patreon/callback?code=abc&state=123.sig', {
      'POST /v1/patreon/callback': LINKED,
    });
    expect(screen.getByRole('status').textContent).toContain('[]patreon.callback.linking');
    expect(
      await screen.findByRole('heading', { level: 1, name: '[]patreon.callback.done.title' }),
    ).toBeTruthy();
    expect(screen.getByText('[]patreon.callback.done.active')).toBeTruthy();
    expect(screen.getByRole('link', { name: '[]patreon.callback.toAccount' }).getAttribute('href')).toBe(
      '/account',
    );
    expect(callbacks(fetchMock)).toHaveLength(1);
    expect(callbacks(fetchMock)[0]?.body).toEqual({ code: 'abc', state: '123.sig' });
    await waitFor(() =>
      expect(
        fakeRequests(fetchMock).some(
          ({ path }) => path.startsWith('/v1/userinfo/query') && path.includes('subscription'),
        ),
      ).toBe(true),
    );
  });

  it('says when the linked account has no pledge that counts', async () => {
    renderCallback('/patreon/callback?code=abc&state=123.sig', {
      'POST /v1/patreon/callback': { ...LINKED, patronStatus: 'former_patron', active: false },
    });
    expect(await screen.findByText('[]patreon.callback.done.inactive')).toBeTruthy();
  });

  it.each([
    [errorAnswer(400, 'BAD_REQUEST', 'expired'), 'expired'],
    [errorAnswer(400, 'INVALID_CODE', 'refused'), 'refused'],
    [errorAnswer(409, 'CONFLICT', 'elsewhere'), 'linkedElsewhere'],
    [errorAnswer(502, 'BAD_GATEWAY', 'down'), 'unreachable'],
    [errorAnswer(404, 'NOT_FOUND', 'off'), 'unavailable'],
  ])('shows why the link failed (%#)', async (answer, reason) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderCallback('/patreon/callback?code=abc&state=123.sig', { 'POST /v1/patreon/callback': answer });
    expect(
      await screen.findByRole('heading', { level: 1, name: '[]patreon.callback.failed.title' }),
    ).toBeTruthy();
    expect(screen.getByText(`[]patreon.error.${reason}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: '[]patreon.callback.toAccount' })).toBeTruthy();
  });

  it('says the member refused on Patreon, without asking the server', async () => {
    const fetchMock = renderCallback('/patreon/callback?error=access_denied&state=123.sig');
    expect(await screen.findByText('[]patreon.error.denied')).toBeTruthy();
    expect(callbacks(fetchMock)).toHaveLength(0);
  });

  it('treats an address without a code as an expired link', async () => {
    const fetchMock = renderCallback('/patreon/callback?state=123.sig');
    expect(await screen.findByText('[]patreon.error.expired')).toBeTruthy();
    expect(callbacks(fetchMock)).toHaveLength(0);
  });
});
