import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ANALYTICS_SECTIONS, analyticsLink, type AnalyticsSection } from '../analytics-address';
import './analytics-tabs.css';

/** The analytics page's sections as links that keep the period. */
export function AnalyticsTabs({ section, period }: { section: AnalyticsSection; period: AnalyticsPeriod }) {
  const t = useTranslation();
  return (
    <nav className="analytics-tabs" aria-label={t('console.analytics.sections')}>
      {ANALYTICS_SECTIONS.map((value) => (
        <Link
          key={value}
          className="analytics-tabs__link"
          to={analyticsLink(period, { section: value })}
          aria-current={value === section ? 'page' : undefined}
        >
          {t(`console.analytics.section.${value}`)}
        </Link>
      ))}
    </nav>
  );
}
