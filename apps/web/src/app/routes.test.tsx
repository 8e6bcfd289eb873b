import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { remoteConfig } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { fakeApi } from '@/testing/fake-api';
import { logIn, MEMBER_ROUTES } from '@/testing/session';
import { menuItemsOf, PARTNER_PROJECT_NAME, selectRoutes, type AppRoute } from './routes';

const testPage = (heading: string) => async () =>
  function TestPage() {
    return <h1>{heading}</h1>;
  };

/** Stand-ins for screens later features bring, registered the way they will be. */
const flagRoutes = {
  browse_enabled: [{ path: '/browse', access: 'auth', page: testPage('Browse'), menuLabel: 'menu.browse' }],
  join_page_enabled: [{ path: '/join', access: 'no-auth', page: testPage('Join') }],
  badges_enabled: [{ path: '/account/badges', access: 'override', page: testPage('Badges') }],
  gift_subscriptions_enabled: [{ path: '/gift-subscriptions', access: 'auth', page: testPage('Gifts') }],
  beta_enabled: [{ path: '/gift-subscriptions', access: 'auth', page: testPage('Gifts') }],
} satisfies Parameters<typeof selectRoutes>[1];

const allFlagsOn = remoteConfig({
  browse_enabled: true,
  join_page_enabled: true,
  badges_enabled: true,
  gift_subscriptions_enabled: true,
  beta_enabled: true,
});

const paths = (routes: AppRoute[]) => routes.map((route) => route.path);

describe('route table', () => {
  it('adds a flag-gated route only while its flag is on', () => {
    expect(paths(selectRoutes(remoteConfig(), flagRoutes))).not.toContain('/browse');
    expect(paths(selectRoutes(remoteConfig({ browse_enabled: true }), flagRoutes))).toContain('/browse');
  });

  it('adds a route listed under several flags once when any of them is on', () => {
    const gifts = (config = remoteConfig()) =>
      paths(selectRoutes(config, flagRoutes)).filter((path) => path === '/gift-subscriptions');
    expect(gifts(remoteConfig({ beta_enabled: true }))).toHaveLength(1);
    expect(gifts(allFlagsOn)).toHaveLength(1);
    expect(gifts()).toHaveLength(0);
  });

  it('adds the partner pages only for the partner projectName', () => {
    const partnerPaths = ['/top10images', '/toptenimages', '/makersplace', '/crew-member', '/brands'];
    expect(paths(selectRoutes(remoteConfig({ projectName: PARTNER_PROJECT_NAME })))).toEqual(
      expect.arrayContaining(partnerPaths),
    );
    expect(paths(selectRoutes(remoteConfig()))).not.toEqual(expect.arrayContaining(['/makersplace']));
  });

  it('adds the Patreon callback page only while patreon_enabled is on', () => {
    expect(paths(selectRoutes(remoteConfig()))).not.toContain('/patreon/callback');
    expect(paths(selectRoutes(remoteConfig({ patreon_enabled: true })))).toContain('/patreon/callback');
  });

  it('lists the menu as the design orders it: Home, Browse, Live, Greenlight', () => {
    const config = remoteConfig({ browse_enabled: true, livestream_enabled: true, projects_enabled: true });
    expect(menuItemsOf(selectRoutes(config)).map((item) => item.path)).toEqual([
      '/',
      '/browse',
      '/live',
      '/greenlight',
    ]);
  });

  it('always has the core routes', () => {
    expect(paths(selectRoutes(remoteConfig()))).toEqual([
      '/',
      '/faq',
      '/merch',
      '/store',
      '/external-link',
      '/login',
      '/signup',
      '/forgotten-password',
      '/verify-email',
      '/account',
      '/account/watch-later',
      '/payment',
      '/legaldocuments',
      '/video/:mediaId',
      '/season/:seasonId',
      '/search',
      '/show/:slug',
      '/something-went-wrong',
      '/admin',
      '/admin/members',
      '/admin/members/:userId',
      '/admin/chat',
      '/admin/live',
      '/admin/greenlight',
      '/admin/badges',
      '/admin/bingo',
      '/admin/site',
      '/admin/site/settings',
      '/admin/site/theme',
      '/admin/site/legal',
      '/admin/site/faq',
      '/admin/site/languages',
      '/admin/site/languages/:languageId',
      '/admin/analytics',
      '/admin/analytics/members',
      '/admin/health',
      '/admin/billing',
      '/admin/billing/gifts',
      '/admin/billing/plans',
      '/admin/billing/disputes',
      '/admin/catalog',
      '/admin/home',
      '/admin/catalog/shows/:showId',
      '/admin/catalog/episodes/:mediaId',
      '/admin/notifications',
      '/admin/audit',
    ]);
  });
});

describe('routing', () => {
  beforeEach(() => fakeApi(MEMBER_ROUTES));

  it('shows the home page with the menu and footer', async () => {
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: '[]home.hero.title' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '[]menu.label' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows a flag-gated screen when its flag is on, and the not-found screen when it is off', async () => {
    logIn();
    const on = renderAppAt('/browse', { config: allFlagsOn, flagRoutes });
    expect(await screen.findByRole('heading', { name: 'Browse' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '[]menu.browse' })).toBeTruthy();
    on.unmount();

    renderAppAt('/browse', { flagRoutes });
    expect(await screen.findByRole('heading', { name: '[]notFound.title' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '[]menu.browse' })).toBeNull();
  });

  it('sends a visitor from an auth page to /login, remembering where they were going', async () => {
    const { router } = renderAppAt('/browse?sort=new', { config: allFlagsOn, flagRoutes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storage.afterLoginUrl.get()).toBe('/browse?sort=new');
  });

  it('sends a visitor with hidden menus to /something-went-wrong, which keeps the menus hidden', async () => {
    const { router } = renderAppAt('/browse?hidemenus', { config: allFlagsOn, flagRoutes });
    expect(await screen.findByRole('heading', { name: '[]somethingWentWrong.title' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/something-went-wrong');
    expect(router.state.location.search).toContain('hidemenus');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: '[]common.backHome' })).toBeNull();
  });

  it('sends a logged-in member away from a no-auth page to /', async () => {
    logIn();
    const { router } = renderAppAt('/join', { config: allFlagsOn, flagRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: '[]home.member.title' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens an override page with an app-supplied token and device identifier', async () => {
    const { router } = renderAppAt('/account/badges?token=app-token&deviceIdentifier=device-9', {
      config: allFlagsOn,
      flagRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'Badges' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(storage.overrideToken.get()).toBe('app-token');
    expect(storage.deviceIdentifier.get()).toBe('device-9');
    expect(storage.overrideSession.get()).toBe(true);
  });

  it('shows the partner pages for the partner network', async () => {
    renderAppAt('/makersplace', {
      config: remoteConfig({ projectName: PARTNER_PROJECT_NAME, makersplace_url: 'https://art.example/' }),
    });
    const link = await screen.findByRole('link', { name: /\[\]makersplace\.visit/ });
    expect(link.getAttribute('href')).toBe('https://art.example/');
  });

  it('shows the not-found screen for unknown paths', async () => {
    renderAppAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '[]notFound.title' })).toBeTruthy();
  });
});
