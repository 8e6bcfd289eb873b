import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { LoadingOverlay } from '@/components/shell/loading-overlay';
import { ChooseDisplayNameDialog } from '@/features/account/components/choose-display-name-dialog';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { areMenusHidden } from '@/lib/menus';
import { RoutePathsProvider } from '@/lib/route-paths';
import { LegalDocumentsModalSlot } from './legal-documents-modal-slot';
import { MobileAppPromo } from './mobile-app-promo';
import { OfflinePageWords } from './offline-page-words';
import { RealtimeSession } from './realtime-session';
import { RouteAnnouncer } from './route-announcer';
import { SessionWatcher } from './session-watcher';
import { ShellProviders } from './shell-providers';
import { SiteFooter } from './site-footer';
import { SiteMenu, type MenuItem } from './site-menu';
import { SubscriptionNudge } from './subscription-nudge';
import './root-layout.css';

/** SPEC section 2 root shell: menu, page, footer and the shared overlays around every route. */
export function RootLayout({
  menuItems,
  routePaths,
}: {
  menuItems: readonly MenuItem[];
  /** Every path the site has a route for, so screens link only to screens that exist. */
  routePaths: ReadonlySet<string>;
}) {
  const t = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  // A bare route (the pop-out chat) is shown alone, as when the URL hides the menus.
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare);
  const menusHidden = bare || areMenusHidden(location.pathname + location.search);

  return (
    <RoutePathsProvider paths={routePaths}>
      <ShellProviders>
        <SessionWatcher />
        <RealtimeSession />
        <SubscriptionNudge />
        <OfflinePageWords />
        <div className="app-shell">
          {!menusHidden && (
            <>
              <a className="skip-link" href="#main">
                {t('shell.skipToContent')}
              </a>
              <SiteMenu items={menuItems} />
            </>
          )}
          <MobileAppPromo menusHidden={menusHidden} />
          <main id="main" className="app-shell__main" tabIndex={-1}>
            <Outlet />
          </main>
          <RouteAnnouncer mainId="main" />
          {!menusHidden && <SiteFooter />}
        </div>
        <LegalDocumentsModalSlot />
        <ChooseDisplayNameDialog />
        {navigation.state === 'loading' && <LoadingOverlay />}
        <ScrollRestoration />
      </ShellProviders>
    </RoutePathsProvider>
  );
}
