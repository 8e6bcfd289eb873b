import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from './components/console-frame';
import { ConsoleDashboard } from './dashboard/console-dashboard';
import { HealthWarning } from './health/health-warning';
import { useConsoleAreas } from './use-console-areas';
import './console-home-page.css';

/** /admin: where the people who run the network start, with every area they may use. */
export function ConsoleHomePage() {
  const t = useTranslation();
  const { areas } = useConsoleAreas();
  return (
    <ConsoleFrame title={t('console.title')} lead={t('console.lead')}>
      <HealthWarning />
      <ConsoleDashboard />
      <ul className="console-areas" aria-label={t('console.areas')}>
        {areas.map((area) => (
          <li key={area.path}>
            <Link className="console-surface console-areas__card" to={area.path}>
              <span className="console-areas__name">{t(area.label)}</span>
              <span className="console-areas__description">{t(area.description)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ConsoleFrame>
  );
}
