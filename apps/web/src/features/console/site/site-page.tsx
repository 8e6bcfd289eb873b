import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { mayUseConsole } from '../console-areas';
import { ConsoleFrame } from '../components/console-frame';
import { useConsoleAreas } from '../use-console-areas';
import { SITE_PAGES } from './site-pages';
import '../console-home-page.css';

/** /admin/site: the Site area's screens this account may open. */
export function SitePage() {
  const t = useTranslation();
  const { accountType } = useConsoleAreas();
  return (
    <ConsoleFrame title={t('console.site.title')} lead={t('console.site.lead')}>
      <ul className="console-areas">
        {SITE_PAGES.filter((page) => mayUseConsole(accountType, page.role)).map((page) => (
          <li key={page.path}>
            <Link className="console-surface console-areas__card" to={page.path}>
              <span className="console-areas__name">{t(page.label)}</span>
              <span className="console-areas__description">{t(page.description)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ConsoleFrame>
  );
}
