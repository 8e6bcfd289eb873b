import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleAreaCards } from './components/console-area-cards';
import { ConsoleFrame } from './components/console-frame';
import { ConsoleDashboard } from './dashboard/console-dashboard';
import { HealthWarning } from './health/health-warning';
import { useConsoleAreas } from './use-console-areas';

/** /admin: where the people who run the network start, with every area they may use. */
export function ConsoleHomePage() {
  const t = useTranslation();
  const { areas } = useConsoleAreas();
  return (
    <ConsoleFrame title={t('console.title')} lead={t('console.lead')}>
      <HealthWarning />
      <ConsoleDashboard />
      <ConsoleAreaCards areas={areas} label={t('console.areas')} />
    </ConsoleFrame>
  );
}
