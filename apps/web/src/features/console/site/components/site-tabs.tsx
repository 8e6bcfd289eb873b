import { useTranslation } from '@/lib/i18n/i18n-provider';
import { mayUseConsole } from '../../console-areas';
import { ConsoleTabLink } from '../../components/console-tabs';
import { useConsoleAreas } from '../../use-console-areas';
import { SITE_PAGES } from '../site-pages';

/** The Site area's own screens, as links at the top of each (only those the account may open). */
export function SiteTabs() {
  const t = useTranslation();
  const { accountType } = useConsoleAreas();
  return (
    <nav className="site-tabs" aria-label={t('console.site.navigation')}>
      <ul className="console-link-row">
        {SITE_PAGES.filter((page) => mayUseConsole(accountType, page.role)).map((page) => (
          <li key={page.path}>
            <ConsoleTabLink to={page.path} label={t(page.label)} includesBelow />
          </li>
        ))}
      </ul>
    </nav>
  );
}
