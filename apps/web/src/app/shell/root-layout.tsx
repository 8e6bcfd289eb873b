import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { LoadingOverlay } from '@/components/shell/loading-overlay';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { areMenusHidden } from '@/lib/menus';
import { LegalDocumentsModalSlot } from './legal-documents-modal-slot';
import { MobileAppPromo } from './mobile-app-promo';
import { ShellProviders } from './shell-providers';
import { SiteFooter } from './site-footer';
import { SiteMenu, type MenuItem } from './site-menu';
import './root-layout.css';

/** SPEC section 2 root shell: menu, page, footer and the shared overlays around every route. */
export function RootLayout({ menuItems }: { menuItems: readonly MenuItem[] }) {
  const t = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const menusHidden = areMenusHidden(location.pathname + location.search);

  return (
    <ShellProviders>
      <div className="app-shell">
        {!menusHidden && (
          <>
            <a className="skip-link" href="#main">
              {t('shell.skipToContent')}
            </a>
            <SiteMenu items={menuItems} />
          </>
        )}
        <main id="main" className="app-shell__main" tabIndex={-1}>
          <Outlet />
        </main>
        {!menusHidden && <SiteFooter />}
      </div>
      <MobileAppPromo menusHidden={menusHidden} />
      <LegalDocumentsModalSlot />
      {navigation.state === 'loading' && <LoadingOverlay />}
      <ScrollRestoration />
    </ShellProviders>
  );
}
