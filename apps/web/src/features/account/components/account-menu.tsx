import { AccountType } from '@crewcast/contracts/constants/account';
import type { UserInfoSelect } from '@crewcast/contracts/users';
import { Link, NavLink } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { LogoutIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { logout } from '@/lib/session';
import { useIsAuthenticated } from '@/lib/use-session';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import { Avatar } from './avatar';
import './account-menu.css';

const MENU_WORDS: readonly UserInfoSelect[] = ['avatar'];

export interface AccountMenuProps {
  /** 'bar' for the top bar on wide screens, 'sheet' for the phone menu sheet. */
  layout: 'bar' | 'sheet';
  onNavigate?: () => void;
}

/** The menu's account entries: log in and sign up, or the member's name (to the account page) and log out. */
export function AccountMenu({ layout, onNavigate }: AccountMenuProps) {
  const authenticated = useIsAuthenticated();
  return authenticated ? (
    <MemberEntries layout={layout} onNavigate={onNavigate} />
  ) : (
    <VisitorEntries layout={layout} onNavigate={onNavigate} />
  );
}

function VisitorEntries({ layout, onNavigate }: AccountMenuProps) {
  const t = useTranslation();
  return (
    <div className={`account-menu account-menu--${layout}`}>
      <Link className={buttonClassName('ghost')} to={paths.login()} onClick={onNavigate}>
        {t('menu.login')}
      </Link>
      <Link className={buttonClassName('primary')} to={paths.signup()} onClick={onNavigate}>
        {t('menu.signup')}
      </Link>
    </div>
  );
}

function MemberEntries({ layout, onNavigate }: AccountMenuProps) {
  const t = useTranslation();
  const { info } = useUserInfo(MENU_WORDS);
  const displayName = info?.displayName ?? '';

  return (
    <div className={`account-menu account-menu--${layout}`}>
      <NavLink className="account-menu__account" to={paths.account()} onClick={onNavigate}>
        <Avatar displayName={displayName} avatarUrl={info?.avatarUrl || undefined} size="small" />
        <span className="account-menu__name">{displayName || t('menu.account')}</span>
        {displayName && <span className="visually-hidden">, {t('menu.account')}</span>}
      </NavLink>
      {(info?.accountType ?? AccountType.Normal) >= AccountType.Official && (
        <NavLink className={buttonClassName('ghost')} to="/admin" onClick={onNavigate}>
          {t('menu.console')}
        </NavLink>
      )}
      <Button
        variant="ghost"
        className="account-menu__logout"
        onClick={async () => {
          await logout();
          onNavigate?.();
        }}
      >
        <LogoutIcon />
        {t('menu.logout')}
      </Button>
    </div>
  );
}
