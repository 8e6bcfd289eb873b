import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leaveSite } from '@/lib/external-navigation';
import { storage } from '@/lib/storage';
import { fakeApi, fakeRequests } from '@/testing/fake-api';
import { renderAppAt } from '@/testing/render-app';
import { authToken, MEMBER_ROUTES } from '@/testing/session';

const GOOGLE_CLIENT_ID = 'client-1.apps.googleusercontent.com';

const APPLE_CLIENT_ID = 'com.crewcast.web';

describe('sign in with Google and Apple', () => {
  it('offers no provider buttons when none is configured', async () => {
    fakeApi({ '/v2/account/providers': { google: '', apple: '' } });
    renderAppAt('/login');
    await screen.findByRole('heading', { level: 1, name: '[]login.title' });
    expect(screen.queryByRole('button', { name: /\[\]login\.google/ })).toBeNull();
  });

  it('goes to Google for an ID token and signs in with it when Google sends the member back', async () => {
    const fetchMock = fakeApi({
      ...MEMBER_ROUTES,
      '/v2/account/providers': { google: GOOGLE_CLIENT_ID, apple: '' },
      'POST /v2/account/login/google': authToken(),
    });
    const leaving = renderAppAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: /\[\]login\.google/ }));

    const googleUrl = vi.mocked(leaveSite).mock.calls[0]?.[0] as URL;
    expect(googleUrl.origin + googleUrl.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(googleUrl.searchParams.get('client_id')).toBe(GOOGLE_CLIENT_ID);
    expect(googleUrl.searchParams.get('response_type')).toBe('id_token');
    expect(googleUrl.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login`);
    const state = googleUrl.searchParams.get('state');
    leaving.unmount();

    const { router } = renderAppAt(`/login#id_token=google-id-token&state=${state}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const login = fakeRequests(fetchMock).find(({ path }) => path === '/v2/account/login/google');
    expect(login?.body).toMatchObject({ token: 'google-id-token' });
    expect(login?.headers.get('x-integrity-token')).toBe('solved-social-login');
    expect(storage.authV2Token.get()?.token).toBe('member-token');
  });

  it('goes to Apple with a form-post answer to the server, and signs in when the login page gets it back', async () => {
    const fetchMock = fakeApi({
      ...MEMBER_ROUTES,
      '/v2/account/providers': { google: '', apple: APPLE_CLIENT_ID },
      'POST /v2/account/login/apple': authToken(),
    });
    const leaving = renderAppAt('/login');
    expect(screen.queryByRole('button', { name: /\[\]login\.google/ })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: /\[\]login\.apple/ }));

    const appleUrl = vi.mocked(leaveSite).mock.calls.at(-1)?.[0] as URL;
    expect(appleUrl.origin + appleUrl.pathname).toBe('https://appleid.apple.com/auth/authorize');
    expect(appleUrl.searchParams.get('response_mode')).toBe('form_post');
    expect(appleUrl.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/v2/account/login/apple/callback`,
    );
    const state = appleUrl.searchParams.get('state');
    leaving.unmount();

    const { router } = renderAppAt(`/login#provider=apple&id_token=apple-id-token&state=${state}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const login = fakeRequests(fetchMock).find(({ path }) => path === '/v2/account/login/apple');
    expect(login?.body).toMatchObject({ token: 'apple-id-token' });
  });

  it('ignores an answer this tab did not ask for', async () => {
    const fetchMock = fakeApi({ '/v2/account/providers': { google: GOOGLE_CLIENT_ID, apple: '' } });
    storage.signInAttempt.set({ provider: 'google', state: 'expected' });
    renderAppAt('/login#id_token=forged&state=other');
    await screen.findByRole('button', { name: /\[\]login\.google/ });
    expect(fakeRequests(fetchMock).some(({ path }) => path.startsWith('/v2/account/login'))).toBe(false);
  });

  it('asks a new member from Google to choose a display name', async () => {
    storage.authV2Token.set(authToken());
    const fetchMock = fakeApi({
      ...MEMBER_ROUTES,
      'GET /v1/userinfo/query': { ...MEMBER_ROUTES['GET /v1/userinfo/query'], nameRequired: true },
      'POST /v1/verifyAccount': { message: 'Your account is ready.' },
    });
    renderAppAt('/');
    const dialog = await screen.findByRole('dialog', { name: '[]account.chooseName.title' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Grace');
    await userEvent.click(within(dialog).getByRole('button', { name: '[]account.chooseName.submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeRequests(fetchMock).find(({ path }) => path === '/v1/verifyAccount')?.body).toEqual({
      authToken: 'member-token',
      displayName: 'Grace',
    });
  });
});
