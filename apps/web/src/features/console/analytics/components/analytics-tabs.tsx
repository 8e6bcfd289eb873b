import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleTabs } from '../../components/console-tabs';
import { mayUseConsole } from '../../console-areas';
import { useConsoleAreas } from '../../use-console-areas';
import { ANALYTICS_SECTIONS, analyticsLink, type AnalyticsSection } from '../analytics-address';

/** The members and money figures: a page of their own, by month, for Official accounts only. */
export const MEMBERS_ANALYTICS_PATH = '/admin/analytics/members';

/**
 * The analytics sections as links, each viewing section keeping the period; Official accounts also get the
 * members tab.
 */
export function AnalyticsTabs({
  section,
  period,
}: {
  section: AnalyticsSection | 'members';
  /** The viewing period shown, kept by the links to the other viewing sections (their default when absent). */
  period?: AnalyticsPeriod;
}) {
  const t = useTranslation();
  const { accountType } = useConsoleAreas();
  const tabs = [
    ...ANALYTICS_SECTIONS.map((value) => ({ value, to: analyticsLink(period, { section: value }) })),
    ...(mayUseConsole(accountType, 'official')
      ? [{ value: 'members' as const, to: MEMBERS_ANALYTICS_PATH }]
      : []),
  ];
  return (
    <ConsoleTabs
      label={t('console.analytics.sections')}
      tabs={tabs.map(({ value, to }) => ({
        to,
        label: t(`console.analytics.section.${value}`),
        current: value === section,
      }))}
    />
  );
}
