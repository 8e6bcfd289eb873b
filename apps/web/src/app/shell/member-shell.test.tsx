import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { errorAnswer, fakeApi, requestedPaths, type FakeRoutes } from '@/testing/fake-api';
import { translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';

const strings = translations({ 'subscribe.alert.title': "Don't forget to subscribe!" });
const JOINED_EARLY = '2020-06-01T00:00:00.000Z';

/** A member without a subscription, who joined in 2024 unless `userInfo` says otherwise. */
const memberRoutes = (userInfo: Record<string, unknown> = {}, routes: FakeRoutes = {}): FakeRoutes => ({
  ...MEMBER_ROUTES,
  'GET /v1/userinfo/query': {
    ...MEMBER_ROUTES['GET /v1/userinfo/query'],
    hasSubscription: false,
    ...userInfo,
  },
  ...routes,
});

/** The site menu's bar (page headers also count as banners in jsdom). */
const menu = () => {
  const bar = document.querySelector<HTMLElement>('header.site-menu');
  if (!bar) throw new Error('The site menu is not shown');
  return bar;
};
const memberLink = () => waitFor(() => within(menu()).getByRole('link', { name: /Ada/ }));

describe('the menu’s account entries', () => {
  it('offers visitors to log in or sign up', async () => {
    fakeApi({});
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(menu()).getByRole('link', { name: '[]menu.login' }).getAttribute('href')).toBe('/login');
    expect(within(menu()).getByRole('link', { name: '[]menu.signup' }).getAttribute('href')).toBe('/signup');
  });

  it('shows a member’s display name, linking to the account, and logs out to /login', async () => {
    logIn();
    const fetchMock = fakeApi(memberRoutes({}, { 'POST /v2/account/logout': { message: 'Logged out.' } }));
    const { router } = renderAppAt('/');
    const account = await memberLink();
    expect(account.getAttribute('href')).toBe('/account');

    await userEvent.click(within(menu()).getByRole('button', { name: '[]menu.logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storage.authV2Token.get()).toBeNull();
    expect(within(menu()).getByRole('link', { name: '[]menu.login' })).toBeTruthy();
    expect(requestedPaths(fetchMock)).toContain('/v2/account/logout');
  });

  it('logs the member out when user info answers 401', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    logIn();
    fakeApi({
      ...MEMBER_ROUTES,
      'GET /v1/userinfo/query': () => errorAnswer(401, 'UNAUTHORIZED', 'Please log in to continue.'),
      'POST /v2/account/logout': () => errorAnswer(401, 'UNAUTHORIZED', 'Please log in to continue.'),
    });
    const { router } = renderAppAt('/faq');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storage.authV2Token.get()).toBeNull();
  });
});

describe('subscription nudge', () => {
  it('shows members from before 2021-03-01 without a subscription the subscribe alert, once', async () => {
    logIn();
    fakeApi(memberRoutes({ userCreated: JOINED_EARLY }));
    const first = renderAppAt('/', { strings });
    expect(await screen.findByRole('alertdialog', { name: "Don't forget to subscribe!" })).toBeTruthy();
    expect(storage.subscription.get()).toEqual({ hasSubscription: false, subscriptionEndDate: null });
    first.unmount();

    renderAppAt('/', { strings });
    await memberLink();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('skips the alert on the legal documents page', async () => {
    logIn();
    fakeApi(memberRoutes({ userCreated: JOINED_EARLY }, { '/v1/legaldocuments': [] }));
    renderAppAt('/legaldocuments', { strings });
    await memberLink();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(storage.subscribeAlertShown.get()).toBeNull();
  });

  it('sends newer members without a subscription to /payment', async () => {
    logIn();
    fakeApi(memberRoutes({}, { '/v1/faq': [] }));
    const { router } = renderAppAt('/faq');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    // The page they were on is where the payment page leads back to.
    expect(router.state.location.search).toBe('?return=%2Ffaq');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('leaves subscribers where they are', async () => {
    logIn();
    const fetchMock = fakeApi(memberRoutes({ hasSubscription: true }, { '/v1/faq': [] }));
    const { router } = renderAppAt('/faq', { strings });
    await waitFor(() =>
      expect(requestedPaths(fetchMock)).toContain('/v1/userinfo/query?select=avatar%2Csubscription'),
    );
    await memberLink();
    expect(router.state.location.pathname).toBe('/faq');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
