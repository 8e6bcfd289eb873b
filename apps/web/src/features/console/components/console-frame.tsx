import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isTwoFactorRequired, useConsoleAccess } from '../api/get-console-access';
import { CONSOLE_HOME_PATH, mayUseConsole, type ConsoleRole } from '../console-areas';
import { useConsoleAreas } from '../use-console-areas';
import './console-frame.css';

export interface ConsoleFrameProps {
  title: string;
  lead?: string;
  /** Who may see this screen; the server checks the same on every call. */
  role?: ConsoleRole;
  children: ReactNode;
}

/**
 * Every console screen: the console's own navigation beside the screen's content, shown only to the accounts
 * its role allows (others are told so, not sent away), and, while the site asks staff for two factors, only to a
 * session signed in with a second factor (others are sent to set one up).
 */
export function ConsoleFrame({ title, lead, role = 'staff', children }: ConsoleFrameProps) {
  const t = useTranslation();
  useDocumentTitle(title);
  const { accountType, loaded, error, retry, areas } = useConsoleAreas();
  const allowed = mayUseConsole(accountType, role);
  const access = useConsoleAccess(loaded && allowed);

  if (isTwoFactorRequired(access.error))
    return (
      <div className="container">
        <EmptyState
          titleAs="h1"
          title={t('console.twoFactorRequired.title')}
          body={t('console.twoFactorRequired.body')}
          action={
            <Link className={buttonClassName()} to={paths.account()}>
              {t('console.twoFactorRequired.action')}
            </Link>
          }
        />
      </div>
    );
  if (error || access.isError)
    return <ErrorState titleAs="h1" onRetry={error ? retry : () => access.refetch()} />;
  if (!loaded || (allowed && access.isPending))
    return (
      <div className="container console" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('common.loading')}
        </p>
        <Skeleton height={320} />
      </div>
    );
  if (!allowed)
    return (
      <div className="container">
        <EmptyState titleAs="h1" title={t('console.notAllowed.title')} body={t('console.notAllowed.body')} />
      </div>
    );

  return (
    <div className="container console">
      <nav className="console__nav" aria-label={t('console.navigation')}>
        <NavLink className="console__nav-home" to={CONSOLE_HOME_PATH} end>
          {t('console.title')}
        </NavLink>
        <ul className="console-link-row console__nav-list">
          {areas.map((area) => (
            <li key={area.path}>
              <NavLink className="console__nav-link" to={area.path}>
                {t(area.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="console__main">
        <header className="console__header">
          <h1 className="console__title">{title}</h1>
          {lead && <p className="console__lead">{lead}</p>}
        </header>
        {children}
      </div>
    </div>
  );
}
