import type { FeatureFlag, RemoteConfig } from '@crewcast/contracts/config';
import { FEATURE_FLAGS } from '@crewcast/contracts/constants/config';
import { PATREON_CALLBACK_PATH } from '@crewcast/contracts/constants/patreon';
import type { QueryClient } from '@tanstack/react-query';
import type { StringArea } from '@crewcast/contracts/constants/localisation';
import { Suspense, type ComponentType } from 'react';
import { matchPath, type RouteObject } from 'react-router';
import { accessLoader, type AccessType } from '@/app/access';
import { BootScreen } from '@/app/boot-screen';
import { homeData, seasonData, showData, videoData, type RouteData } from '@/app/route-data';
import { RootLayout } from '@/app/shell/root-layout';
import { RouteError } from '@/app/shell/route-error';
import type { MenuItem } from '@/app/shell/site-menu';
import { LoadingOverlay } from '@/components/shell/loading-overlay';
import { StringsOfArea } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { isAuthenticated } from '@/lib/session';

export interface AppRoute {
  /** Absolute path, e.g. '/faq'. */
  path: string;
  access: AccessType;
  /** Loads the screen's code only when the route is first visited. */
  page: () => Promise<ComponentType>;
  /** String slug of the route's entry in the site menu; routes without one stay out of the menu. */
  menuLabel?: string;
  /** Marks the menu entry while something is on: 'live' shows the red LIVE dot while a stream is live. */
  menuIndicator?: MenuItem['indicator'];
  /** Shown without the menu and footer, e.g. in a pop-out window. */
  bare?: boolean;
  /** Starts the page's data requests alongside its code. */
  data?: RouteData;
  /** An area of the site whose strings the page loads with its code, beside the member app's. */
  strings?: StringArea;
}

const account = {
  login: () => import('@/features/account/login-page').then((m) => m.LoginPage),
  signup: () => import('@/features/account/signup-page').then((m) => m.SignupPage),
  forgottenPassword: () =>
    import('@/features/account/forgotten-password-page').then((m) => m.ForgottenPasswordPage),
  verifyEmail: () => import('@/features/account/verify-email-page').then((m) => m.VerifyEmailPage),
  page: () => import('@/app/pages/account-page-with-billing').then((m) => m.AccountPageWithBilling),
};
const discountCode = () => import('@/features/coupons/discount-code-page').then((m) => m.DiscountCodePage);
const gifts = {
  home: () => import('@/features/gifts/gift-subscriptions-page').then((m) => m.GiftSubscriptionsPage),
  history: () => import('@/features/gifts/gift-history-page').then((m) => m.GiftHistoryPage),
  detail: () => import('@/features/gifts/gift-detail-page').then((m) => m.GiftDetailPage),
};
const live = {
  page: () => import('@/app/pages/live-page-with-chat').then((m) => m.LivePageWithChat),
  chat: () => import('@/features/live-chat/live-chat-page').then((m) => m.LiveChatPage),
};
const storeRedirect = () => import('@/features/store/store-redirect-page').then((m) => m.StoreRedirectPage);
const topTenImages = () => import('@/features/partner/top-ten-images-page').then((m) => m.TopTenImagesPage);

const CORE_ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    access: 'public',
    menuLabel: 'menu.home',
    page: () => import('@/features/home/home-page').then((m) => m.HomePage),
    data: homeData,
  },
  { path: '/faq', access: 'public', page: () => import('@/features/faq/faq-page').then((m) => m.FaqPage) },
  { path: '/merch', access: 'public', page: storeRedirect },
  { path: '/store', access: 'public', page: storeRedirect },
  {
    path: '/external-link',
    access: 'public',
    page: () => import('@/features/external-link/external-link-page').then((m) => m.ExternalLinkPage),
  },
  { path: '/login', access: 'no-auth', page: account.login },
  { path: '/signup', access: 'no-auth', page: account.signup },
  { path: '/forgotten-password', access: 'public', page: account.forgottenPassword },
  { path: '/verify-email', access: 'public', page: account.verifyEmail },
  { path: '/account', access: 'auth', page: account.page },
  {
    path: '/account/watch-later',
    access: 'auth',
    page: () => import('@/features/watch-later/watch-later-page').then((m) => m.WatchLaterPage),
  },
  {
    path: '/payment',
    access: 'auth',
    page: () => import('@/app/pages/payment-page-with-patreon').then((m) => m.PaymentPageWithPatreon),
  },
  {
    path: '/legaldocuments',
    access: 'public',
    page: () => import('@/features/legal-documents/legal-documents-page').then((m) => m.LegalDocumentsPage),
  },
  {
    path: '/video/:mediaId',
    access: 'auth',
    page: () => import('@/app/pages/video-page-with-comments').then((m) => m.VideoPageWithComments),
    data: videoData,
  },
  {
    path: '/season/:seasonId',
    access: 'auth',
    page: () => import('@/features/shows/season-page').then((m) => m.SeasonPage),
    data: seasonData,
  },
  {
    path: '/search',
    access: 'auth',
    page: () => import('@/features/search/search-page').then((m) => m.SearchPage),
  },
  {
    path: '/show/:slug',
    access: 'auth',
    page: () => import('@/features/shows/show-page').then((m) => m.ShowPage),
    data: showData,
  },
  {
    path: paths.somethingWentWrong(),
    access: 'public',
    page: () => import('@/features/errors/something-went-wrong-page').then((m) => m.SomethingWentWrongPage),
  },
];

/** SPEC section 2: the gift screens, at the top level and again under /account/. */
const GIFT_ROUTES: readonly AppRoute[] = ['', '/account'].flatMap((prefix): AppRoute[] => [
  { path: `${prefix}/gift-subscriptions`, access: 'auth', page: gifts.home },
  { path: `${prefix}/gift-subscriptions/history`, access: 'auth', page: gifts.history },
  { path: `${prefix}/gift-subscriptions/history/:id`, access: 'auth', page: gifts.detail },
]);

/**
 * Routes that exist only while their remote flag is on (SPEC section 2). Each feature adds its entry when its
 * screens are built; a route listed under several flags is present when any of them is on.
 */
export const FLAG_ROUTES: Partial<Record<FeatureFlag, readonly AppRoute[]>> = {
  projects_enabled: ['/greenlight', '/greenlight-beta'].map((path, index): AppRoute => ({
    path,
    access: 'public',
    menuLabel: index === 0 ? 'menu.greenlight' : undefined,
    page: () => import('@/app/pages/greenlight-page-with-pitches').then((m) => m.GreenlightPageWithPitches),
  })),
  browse_enabled: [
    {
      path: '/browse',
      access: 'auth',
      menuLabel: 'menu.browse',
      page: () => import('@/features/browse/browse-page').then((m) => m.BrowsePage),
    },
  ],
  learn_more_enabled: [
    {
      path: '/learn-more',
      access: 'public',
      page: () => import('@/features/learn-more/learn-more-page').then((m) => m.LearnMorePage),
    },
  ],
  stripe_coupon_enabled: ['/account/coupon', '/coupon', '/discount-code', '/account/discount-code'].map(
    (path): AppRoute => ({ path, access: 'override', page: discountCode }),
  ),
  gift_subscriptions_enabled: GIFT_ROUTES,
  beta_enabled: GIFT_ROUTES,
  join_page_enabled: [
    {
      path: '/join',
      access: 'no-auth',
      page: () => import('@/app/pages/join-page-with-faq').then((m) => m.JoinPageWithFaq),
    },
  ],
  livestream_enabled: [
    { path: '/live', access: 'auth', menuLabel: 'menu.live', menuIndicator: 'live', page: live.page },
    { path: '/live/:id', access: 'auth', page: live.page },
    { path: '/live-chat', access: 'auth', bare: true, page: live.chat },
    { path: '/live-chat/:id', access: 'auth', bare: true, page: live.chat },
  ],
  device_management_enabled: [
    {
      path: '/account/device-management',
      access: 'override',
      page: () => import('@/features/devices/device-management-page').then((m) => m.DeviceManagementPage),
    },
  ],
  games_bingo_enabled: [
    {
      path: '/bingo',
      access: 'override',
      page: () => import('@/features/bingo/bingo-page').then((m) => m.BingoPage),
    },
  ],
  badges_enabled: [
    {
      path: '/account/badges',
      access: 'override',
      page: () => import('@/features/badges/badges-page').then((m) => m.BadgesPage),
    },
  ],
};

/** The projectName whose site also has the partner pages (SPEC section 2); the demo network's name. */
export const PARTNER_PROJECT_NAME = 'crewcast';

const PARTNER_ROUTES: readonly AppRoute[] = [
  { path: '/top10images', access: 'public', page: topTenImages },
  { path: '/toptenimages', access: 'public', page: topTenImages },
  {
    path: '/makersplace',
    access: 'public',
    page: () => import('@/features/partner/makersplace-page').then((m) => m.MakersplacePage),
  },
  {
    path: '/crew-member',
    access: 'public',
    page: () => import('@/features/partner/crew-member-page').then((m) => m.CrewMemberPage),
  },
  {
    path: '/brands',
    access: 'public',
    page: () => import('@/features/partner/brands-page').then((m) => m.BrandsPage),
  },
];

/**
 * The console for Official and Creator accounts; each screen also checks the account type itself. Its strings
 * come with its code: members never load them.
 */
const CONSOLE_ROUTES: readonly AppRoute[] = (
  [
    {
      path: '/admin',
      access: 'auth',
      page: () => import('@/features/console/console-home-page').then((m) => m.ConsoleHomePage),
    },
    {
      path: '/admin/members',
      access: 'auth',
      page: () => import('@/features/console/members/members-page').then((m) => m.MembersPage),
    },
    {
      path: '/admin/members/:userId',
      access: 'auth',
      page: () => import('@/features/console/members/member-page').then((m) => m.MemberPage),
    },
    {
      path: '/admin/chat',
      access: 'auth',
      page: () => import('@/features/console/live/chat-moderation-page').then((m) => m.ChatModerationPage),
    },
    {
      path: '/admin/live',
      access: 'auth',
      page: () =>
        import('@/features/console/live/livestreams-console-page').then((m) => m.LivestreamsConsolePage),
    },
    {
      path: '/admin/greenlight',
      access: 'auth',
      page: () =>
        import('@/features/console/greenlight/greenlight-console-page').then((m) => m.GreenlightConsolePage),
    },
    {
      path: '/admin/badges',
      access: 'auth',
      page: () => import('@/features/console/badges/badges-console-page').then((m) => m.BadgesConsolePage),
    },
    {
      path: '/admin/bingo',
      access: 'auth',
      page: () => import('@/features/console/bingo/bingo-console-page').then((m) => m.BingoConsolePage),
    },
    {
      path: '/admin/site',
      access: 'auth',
      page: () => import('@/features/console/site/site-page').then((m) => m.SitePage),
    },
    {
      path: '/admin/site/settings',
      access: 'auth',
      page: () => import('@/features/console/site/settings-page').then((m) => m.SettingsPage),
    },
    {
      path: '/admin/site/theme',
      access: 'auth',
      page: () => import('@/features/console/site/theme-page').then((m) => m.ThemePage),
    },
    {
      path: '/admin/site/legal',
      access: 'auth',
      page: () => import('@/features/console/site/legal-page').then((m) => m.LegalPage),
    },
    {
      path: '/admin/site/faq',
      access: 'auth',
      page: () => import('@/features/console/site/faq-page').then((m) => m.FaqPage),
    },
    {
      path: '/admin/site/languages',
      access: 'auth',
      page: () => import('@/features/console/site/languages-page').then((m) => m.LanguagesPage),
    },
    {
      path: '/admin/site/languages/:languageId',
      access: 'auth',
      page: () => import('@/features/console/site/strings-page').then((m) => m.StringsPage),
    },
    {
      path: '/admin/analytics',
      access: 'auth',
      page: () => import('@/features/console/analytics/analytics-page').then((m) => m.AnalyticsPage),
    },
    {
      path: '/admin/analytics/members',
      access: 'auth',
      page: () =>
        import('@/features/console/analytics/members-analytics-page').then((m) => m.MembersAnalyticsPage),
    },
    {
      path: '/admin/health',
      access: 'auth',
      page: () => import('@/features/console/health/health-page').then((m) => m.HealthPage),
    },
    {
      path: '/admin/billing',
      access: 'auth',
      page: () => import('@/features/console/billing/discount-codes-page').then((m) => m.DiscountCodesPage),
    },
    {
      path: '/admin/billing/gifts',
      access: 'auth',
      page: () => import('@/features/console/billing/gifts-page').then((m) => m.GiftsPage),
    },
    {
      path: '/admin/billing/plans',
      access: 'auth',
      page: () => import('@/features/console/billing/plans-page').then((m) => m.PlansPage),
    },
    {
      path: '/admin/billing/disputes',
      access: 'auth',
      page: () => import('@/features/console/billing/disputes-page').then((m) => m.DisputesPage),
    },
    {
      path: '/admin/catalog',
      access: 'auth',
      page: () => import('@/features/console/catalog/catalog-page').then((m) => m.CatalogPage),
    },
    {
      path: '/admin/home',
      access: 'auth',
      page: () => import('@/features/console/catalog/home-curation-page').then((m) => m.HomeCurationPage),
    },
    {
      path: '/admin/catalog/shows/:showId',
      access: 'auth',
      page: () => import('@/features/console/catalog/show-page').then((m) => m.ShowPage),
    },
    {
      path: '/admin/catalog/episodes/:mediaId',
      access: 'auth',
      page: () => import('@/features/console/catalog/episode-page').then((m) => m.EpisodePage),
    },
    {
      path: '/admin/notifications',
      access: 'auth',
      page: () =>
        import('@/features/console/notifications/notifications-console-page').then(
          (m) => m.NotificationsConsolePage,
        ),
    },
    {
      path: '/admin/audit',
      access: 'auth',
      page: () => import('@/features/console/audit/audit-log-page').then((m) => m.AuditLogPage),
    },
  ] satisfies AppRoute[]
).map((route) => ({ ...route, strings: 'console' }));

/** Where Patreon sends a member back after the link (patreon_enabled). */
const PATREON_ROUTES: readonly AppRoute[] = [
  {
    path: PATREON_CALLBACK_PATH,
    access: 'auth',
    page: () => import('@/features/patreon/patreon-callback-page').then((m) => m.PatreonCallbackPage),
  },
];

/** The routes this network's remote config switches on, in menu order. */
export function selectRoutes(config: RemoteConfig, flagRoutes = FLAG_ROUTES): AppRoute[] {
  const flagged = FEATURE_FLAGS.filter((flag) => config[flag]).flatMap((flag) => flagRoutes[flag] ?? []);
  const partner = config.projectName === PARTNER_PROJECT_NAME ? PARTNER_ROUTES : [];
  const patreon = config.patreon_enabled ? PATREON_ROUTES : [];
  const byPath = new Map(
    [...CORE_ROUTES, ...flagged, ...partner, ...patreon, ...CONSOLE_ROUTES].map((route) => [
      route.path,
      route,
    ]),
  );
  return [...byPath.values()];
}

/** Whether the visitor may open a page of this access type as they are: no redirect, no token taken in. */
function opensAsIs(access: AccessType): boolean {
  if (access === 'public') return true;
  return access === 'no-auth' ? !isAuthenticated() : isAuthenticated();
}

/**
 * Starts the code and data of the page a visit lands on while start-up (remote config, theme, strings) still
 * runs, rather than after it: the router's loader then finds both on their way. Only for pages present whatever
 * the remote config says, and only when the visitor may open the page as they are.
 */
export function startLandingPage(queryClient: QueryClient, pathname: string): void {
  for (const route of CORE_ROUTES) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    if (!opensAsIs(route.access)) return;
    // A failure to load shows when the router loads the page itself.
    route.page().catch(() => undefined);
    route.data?.(queryClient, match.params);
    return;
  }
}

/** The page inside the strings of its area, with the loading overlay while they load. */
function inStringArea(Page: ComponentType, area: StringArea): ComponentType {
  return function PageWithStrings() {
    return (
      <Suspense fallback={<LoadingOverlay />}>
        <StringsOfArea area={area}>
          <Page />
        </StringsOfArea>
      </Suspense>
    );
  };
}

function toRouteObject(
  { path, access, page, bare, data, strings }: AppRoute,
  queryClient?: QueryClient,
): RouteObject {
  const checkAccess = accessLoader(access);
  return {
    path,
    loader:
      access === 'public' && !(data && queryClient)
        ? undefined
        : (args) => {
            // The access check redirects (throws) before any data is asked for.
            checkAccess(args);
            if (data && queryClient) data(queryClient, args.params);
            return null;
          },
    lazy: { Component: strings ? async () => inStringArea(await page(), strings) : page },
    handle: bare ? { bare } : undefined,
  };
}

/** The menu's order (DESIGN "Menu"); an entry not named here comes after these. */
const MENU_ORDER = ['menu.home', 'menu.browse', 'menu.live', 'menu.greenlight'];
const menuRank = (menuLabel: string) =>
  MENU_ORDER.includes(menuLabel) ? MENU_ORDER.indexOf(menuLabel) : MENU_ORDER.length;

/** The menu entries of the selected routes, in the menu's order. */
export function menuItemsOf(routes: readonly AppRoute[]): MenuItem[] {
  return routes
    .flatMap(({ path, menuLabel, menuIndicator }) =>
      menuLabel ? [{ path, menuLabel, indicator: menuIndicator }] : [],
    )
    .sort((a, b) => menuRank(a.menuLabel) - menuRank(b.menuLabel));
}

/**
 * The data router's route tree: the root shell around every selected route, and a not-found screen; with a query
 * client, loaders start each page's data requests.
 */
export function buildRoutes(
  config: RemoteConfig,
  flagRoutes = FLAG_ROUTES,
  queryClient?: QueryClient,
): RouteObject[] {
  const routes = selectRoutes(config, flagRoutes);
  const menuItems = menuItemsOf(routes);
  const routePaths = new Set(routes.map(({ path }) => path));
  return [
    {
      element: <RootLayout menuItems={menuItems} routePaths={routePaths} />,
      errorElement: <RouteError />,
      HydrateFallback: BootScreen,
      children: [
        {
          // A failing page keeps the menu and footer around its error message.
          errorElement: <RouteError />,
          children: [
            ...routes.map((route) => toRouteObject(route, queryClient)),
            {
              path: '*',
              lazy: {
                Component: () => import('@/features/errors/not-found-page').then((m) => m.NotFoundPage),
              },
            },
          ],
        },
      ],
    },
  ];
}
