import { NavLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { mayUseConsole } from '../../console-areas';
import { useConsoleAreas } from '../../use-console-areas';

export const ANALYTICS_PATHS = {
  viewing: '/admin/analytics',
  members: '/admin/analytics/members',
} as const;

/** The analytics area's screens; member and money figures are for Official accounts only. */
export function AnalyticsTabs() {
  const t = useTranslation();
  const { accountType } = useConsoleAreas();
  const tabs = [
    { to: ANALYTICS_PATHS.viewing, label: t('console.analytics.tab.viewing') },
    ...(mayUseConsole(accountType, 'official')
      ? [{ to: ANALYTICS_PATHS.members, label: t('console.analytics.tab.members') }]
      : []),
  ];
  return (
    <nav className="analytics-tabs" aria-label={t('console.analytics.tabs')}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} className="analytics-tabs__link" to={tab.to} end>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
