import { useTranslation } from '@/lib/i18n/i18n-provider';
import { mayUseConsole } from '../console-areas';
import { ConsoleAreaCards } from '../components/console-area-cards';
import { ConsoleFrame } from '../components/console-frame';
import { useConsoleAreas } from '../use-console-areas';
import { SITE_PAGES } from './site-pages';

/** /admin/site: the Site area's screens this account may open. */
export function SitePage() {
  const t = useTranslation();
  const { accountType } = useConsoleAreas();
  return (
    <ConsoleFrame title={t('console.site.title')} lead={t('console.site.lead')}>
      <ConsoleAreaCards areas={SITE_PAGES.filter((page) => mayUseConsole(accountType, page.role))} />
    </ConsoleFrame>
  );
}
