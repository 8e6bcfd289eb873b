import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { IconButton } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MenuIcon } from '@/components/ui/icons';
import { AccountMenu } from '@/features/account/components/account-menu';
import { useIsMobileView } from '@/lib/breakpoints';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useLivestreamStatus } from '@/lib/realtime/livestream-status';
import { MenuSearch } from './menu-search';
import './site-menu.css';

export interface MenuItem {
  path: string;
  /** String slug of the link text. */
  menuLabel: string;
  /** 'live': a red LIVE dot beside the entry while a stream is live (DESIGN "Menu"). */
  indicator?: 'live';
}

/** The top bar: logo, the menu links and the account entries, which move into a sheet in mobile view. */
export function SiteMenu({ items }: { items: readonly MenuItem[] }) {
  const t = useTranslation();
  const mobileView = useIsMobileView();
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = () => setSheetOpen(false);

  return (
    <header className="site-menu">
      <div className="container site-menu__bar">
        <Link className="site-menu__logo" to={paths.home()} aria-label={t('menu.logoLink', t('app.name'))}>
          <Logo />
        </Link>
        {mobileView ? (
          <>
            <MenuSearch compact />
            <IconButton
              className="site-menu__toggle"
              label={t('menu.open')}
              aria-haspopup="dialog"
              onClick={() => setSheetOpen(true)}
            >
              <MenuIcon />
            </IconButton>
            <Dialog open={sheetOpen} onClose={closeSheet} title={t('menu.title')}>
              <nav aria-label={t('menu.label')}>
                <MenuLinks
                  items={items}
                  className="plain-list site-menu__sheet-links"
                  onNavigate={closeSheet}
                />
              </nav>
              <AccountMenu layout="sheet" onNavigate={closeSheet} />
            </Dialog>
          </>
        ) : (
          <>
            <nav aria-label={t('menu.label')}>
              <MenuLinks items={items} className="plain-list site-menu__links" />
            </nav>
            <MenuSearch compact={false} />
            <AccountMenu layout="bar" />
          </>
        )}
      </div>
    </header>
  );
}

function MenuLinks({
  items,
  className,
  onNavigate,
}: {
  items: readonly MenuItem[];
  className: string;
  onNavigate?: () => void;
}) {
  const t = useTranslation();
  return (
    <ul className={className}>
      {items.map(({ path, menuLabel, indicator }) => (
        <li key={path}>
          <NavLink className="site-menu__link" to={path} end={path === paths.home()} onClick={onNavigate}>
            {t(menuLabel)}
            {indicator === 'live' && <LiveIndicator />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function LiveIndicator() {
  const t = useTranslation();
  const status = useLivestreamStatus();
  if (!status?.isLive) return null;
  return (
    <span className="site-menu__live">
      <span className="site-menu__live-dot" aria-hidden="true" />
      {t('menu.live.on')}
    </span>
  );
}
