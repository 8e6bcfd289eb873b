import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { mayUseConsole } from '../console-areas';
import { useConsoleAreas } from '../use-console-areas';
import { useHealth } from './api/get-health';
import { HEALTH_PATH, healthProblems } from './health-problems';
import './health-warning.css';

/** On the console's home, for Official accounts: a card saying what is wrong on the health page, when anything is. */
export function HealthWarning() {
  const t = useTranslation();
  const { accountType } = useConsoleAreas();
  const health = useHealth(mayUseConsole(accountType, 'official'));
  const problems = health.data ? healthProblems(health.data) : [];
  if (problems.length === 0) return null;
  return (
    <section className="health-warning" aria-labelledby="health-warning-title" data-testid="health-warning">
      <h2 id="health-warning-title" className="health-warning__title">
        {t('console.health.warning.title')}
      </h2>
      <ul className="health-warning__list">
        {problems.map((slug) => (
          <li key={slug}>{t(slug)}</li>
        ))}
      </ul>
      <Link className={buttonClassName('secondary')} to={HEALTH_PATH}>
        {t('console.health.warning.open')}
      </Link>
    </section>
  );
}
