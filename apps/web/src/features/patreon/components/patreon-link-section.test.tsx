import type { PatreonStatus } from '@crewcast/contracts/patreon';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ShellProviders } from '@/app/shell/shell-providers';
import { visitExternalPage } from '@/lib/external-navigation';
import { errorAnswer, fakeApi, fakeRequests, type FakeRoutes } from '@/testing/fake-api';
import { remoteConfig } from '@/testing/fixtures';
import { renderStarted } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';
import { PatreonLinkSection } from './patreon-link-section';

const UNLINKED: PatreonStatus = {
  linked: false,
  patronStatus: null,
  tierIds: [],
  active: false,
  checkedAt: null,
};
const ACTIVE: PatreonStatus = {
  linked: true,
  patronStatus: 'active_patron',
  tierIds: ['tier-gold'],
  active: true,
  checkedAt: '2026-03-01T10:00:00.000Z',
};

function renderSection(routes: FakeRoutes) {
  logIn();
  const fetchMock = fakeApi({ ...MEMBER_ROUTES, ...routes });
  const router = createMemoryRouter(
    [
      {
        path: '/account',
        element: (
          <ShellProviders>
            <PatreonLinkSection />
          </ShellProviders>
        ),
      },
    ],
    { initialEntries: ['/account'] },
  );
  renderStarted(<RouterProvider router={router} />, { config: remoteConfig({ patreon_enabled: true }) });
  return fetchMock;
}

describe('Patreon link section', () => {
  it('offers to link, and sends the member to the Patreon page the server gives', async () => {
    const fetchMock = renderSection({
      'GET /v1/patreon': UNLINKED,
      'POST /v1/patreon/connect': { url: 'https://www.patreon.com/oauth2/authorize?client_id=abc&state=s' },
    });
    expect(await screen.findByText('[]patreon.notLinked')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '[]patreon.link' }));

    await waitFor(() =>
      expect(visitExternalPage).toHaveBeenCalledWith(
        new URL('https://www.patreon.com/oauth2/authorize?client_id=abc&state=s'),
      ),
    );
    const connect = fakeRequests(fetchMock).find(({ path }) => path === '/v1/patreon/connect');
    expect(connect?.headers.get('authorization')).toBe('Bearer member-token');
  });

  it('says so when linking cannot start', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSection({
      'GET /v1/patreon': UNLINKED,
      'POST /v1/patreon/connect': errorAnswer(502, 'BAD_GATEWAY', 'Patreon could not be reached.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: '[]patreon.link' }));
    expect(await screen.findByText('[]patreon.error.unreachable')).toBeTruthy();
  });

  it('shows a pledge that counts, and unlinks after the member confirms', async () => {
    let linked = true;
    const fetchMock = renderSection({
      'GET /v1/patreon': () => (linked ? ACTIVE : UNLINKED),
      'DELETE /v1/patreon': () => {
        linked = false;
        return UNLINKED;
      },
    });
    expect(await screen.findByText('[]patreon.status.active')).toBeTruthy();
    expect(screen.getByText('[]patreon.checkedAt')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '[]patreon.unlink' }));
    const dialog = screen.getByRole('alertdialog', { name: '[]patreon.unlink.confirm.title' });
    await userEvent.click(within(dialog).getByRole('button', { name: '[]common.cancel' }));
    expect(fakeRequests(fetchMock).some(({ method }) => method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '[]patreon.unlink' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: '[]patreon.unlink.confirm.title' })).getByRole(
        'button',
        {
          name: '[]patreon.unlink',
        },
      ),
    );
    expect(await screen.findByRole('button', { name: '[]patreon.link' })).toBeTruthy();
    expect(await screen.findByText('[]patreon.unlinked')).toBeTruthy();
    await waitFor(() =>
      expect(
        fakeRequests(fetchMock).some(
          ({ path }) => path.startsWith('/v1/userinfo/query') && path.includes('patreon'),
        ),
      ).toBe(true),
    );
  });

  it.each([
    [{ ...ACTIVE, patronStatus: 'active_patron', tierIds: ['tier-bronze'], active: false }, 'otherTier'],
    [{ ...ACTIVE, patronStatus: 'declined_patron', active: false }, 'declined'],
    [{ ...ACTIVE, patronStatus: 'former_patron', active: false }, 'former'],
    [{ ...ACTIVE, patronStatus: null, tierIds: [], active: false }, 'none'],
  ])('says why a linked pledge does not count (%#)', async (status, standing) => {
    renderSection({ 'GET /v1/patreon': status });
    expect(await screen.findByText(`[]patreon.status.${standing}`)).toBeTruthy();
  });

  it('says linking is unavailable when the server has no Patreon set up', async () => {
    renderSection({
      'GET /v1/patreon': errorAnswer(404, 'NOT_FOUND', 'Patreon linking is not available on this site.'),
    });
    expect(await screen.findByText('[]patreon.error.unavailable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '[]patreon.link' })).toBeNull();
  });

  it('offers a retry when the link cannot be loaded', async () => {
    let fails = true;
    renderSection({
      'GET /v1/patreon': () => (fails ? errorAnswer(500, 'INTERNAL', 'Something went wrong.') : UNLINKED),
    });
    expect(await screen.findByRole('heading', { name: '[]patreon.loadFailed' })).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: '[]common.retry' }));
    expect(await screen.findByRole('button', { name: '[]patreon.link' })).toBeTruthy();
  });
});
