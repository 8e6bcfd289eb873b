/**
 * The site's own pages, one function per page: every link, menu entry and redirect builds its path here.
 * app/routes.tsx matches the same paths with their :parameter patterns.
 */
export const paths = {
  home: () => '/',
  login: () => '/login',
  signup: () => '/signup',
  forgottenPassword: () => '/forgotten-password',
  account: () => '/account',
  badges: () => '/account/badges',
  deviceManagement: (mediaId?: number | string) =>
    mediaId === undefined
      ? '/account/device-management'
      : `/account/device-management?mediaId=${encodeURIComponent(mediaId)}`,
  discountCode: () => '/account/discount-code',
  watchLater: () => '/account/watch-later',
  /** The gift screens, at the top level or under /account/ when opened from the account page. */
  giftSubscriptions: (inAccount = false) =>
    inAccount ? '/account/gift-subscriptions' : '/gift-subscriptions',
  /** The checkout, with a plan picked, and the page to go back to once subscribed (`returnTo`, a site path). */
  payment: ({ plan, returnTo }: { plan?: string; returnTo?: string } = {}) => {
    const query = new URLSearchParams();
    if (plan) query.set('plan', plan);
    if (returnTo && returnTo !== '/') query.set('return', returnTo);
    const search = query.toString();
    return search ? `/payment?${search}` : '/payment';
  },
  video: (mediaId: number | string) => `/video/${encodeURIComponent(mediaId)}`,
  show: (slug: string) => `/show/${slug}`,
  season: (seasonId: number | string) => `/season/${seasonId}`,
  browse: () => '/browse',
  search: () => '/search',
  live: (liveId?: number | string) => (liveId === undefined ? '/live' : `/live/${liveId}`),
  liveChat: (livestreamId: number | string) => `/live-chat/${livestreamId}`,
  bingo: () => '/bingo',
  greenlight: () => '/greenlight',
  merch: () => '/merch',
  store: () => '/store',
  faq: () => '/faq',
  legalDocuments: (type?: string) =>
    type === undefined ? '/legaldocuments' : `/legaldocuments?type=${encodeURIComponent(type)}`,
  somethingWentWrong: (hideMenus = false) =>
    hideMenus ? '/something-went-wrong?hidemenus=true' : '/something-went-wrong',
};
