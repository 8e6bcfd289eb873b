import type { Dashboard, DashboardMonth } from '@crewcast/contracts/console-dashboard';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { TitledSection } from '@/components/layout/titled-section';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleFigures } from '../components/console-figures';
import { ConsoleQuery } from '../components/console-query';
import { useDashboard } from './api/get-dashboard';
import '@/components/ui/status-pill.css';
import './console-dashboard.css';

/** The chart library loads only when a dashboard is shown. */
const MonthlyChart = lazy(() => import('./components/monthly-chart'));

const METRICS = ['revenueCents', 'subscribers', 'trials', 'cancellations'] as const;
type Metric = (typeof METRICS)[number];

/** The console home's figures: this month, the last twelve months, recent uploads and live viewers. */
export function ConsoleDashboard() {
  const { t } = useI18n();
  const dashboard = useDashboard();

  return (
    <TitledSection
      className="dashboard"
      titleClassName="dashboard__title"
      title={t('console.dashboard.title')}
    >
      <ConsoleQuery query={dashboard} loadingHeight={420}>
        {(data) => <DashboardFigures dashboard={data} />}
      </ConsoleQuery>
    </TitledSection>
  );
}

function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t, locale } = useI18n();
  const [metric, setMetric] = useState<Metric>('revenueCents');
  const formats = useFormats();
  const money = useCallback(
    (cents: number) => formatMoney(cents, dashboard.currency, locale),
    [dashboard.currency, locale],
  );
  const format = useCallback(
    (which: Metric, value: number) => (which === 'revenueCents' ? money(value) : formats.number(value)),
    [money, formats],
  );
  const formatMetric = useCallback((value: number) => format(metric, value), [format, metric]);
  const monthName = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    return (month: string) => formatter.format(new Date(`${month}-01T00:00:00Z`));
  }, [locale]);
  const labels = useMemo(
    () => dashboard.months.map((month) => monthName(month.month)),
    [dashboard, monthName],
  );
  const values = useMemo(() => dashboard.months.map((month) => month[metric]), [dashboard, metric]);

  return (
    <>
      <ConsoleFigures
        labels="console.dashboard"
        figures={METRICS.map((which) => [which, format(which, dashboard.thisMonth[which])] as const)}
      />
      <p className="dashboard__note">{t('console.dashboard.note')}</p>

      <LiveNow live={dashboard.live} />

      <figure className="console-surface dashboard__chart">
        <figcaption className="dashboard__chart-head">
          <span className="dashboard__chart-title">
            {t('console.dashboard.chart', t(`console.dashboard.${metric}`))}
          </span>
          <span className="dashboard__metrics" role="group" aria-label={t('console.dashboard.chart.metric')}>
            {METRICS.map((which) => (
              <button
                key={which}
                type="button"
                className="dashboard__metric"
                aria-pressed={metric === which}
                onClick={() => setMetric(which)}
              >
                {t(`console.dashboard.${which}.short`)}
              </button>
            ))}
          </span>
        </figcaption>
        <Suspense fallback={<Skeleton height={260} />}>
          <MonthlyChart labels={labels} values={values} formatValue={formatMetric} />
        </Suspense>
        <MonthsTable months={dashboard.months} monthName={monthName} format={format} />
      </figure>

      <RecentUploads uploads={dashboard.recentUploads} />
    </>
  );
}

function MonthsTable({
  months,
  monthName,
  format,
}: {
  months: DashboardMonth[];
  monthName: (month: string) => string;
  format: (which: Metric, value: number) => string;
}) {
  const { t } = useI18n();
  return (
    <details className="dashboard__table">
      <summary>{t('console.dashboard.table')}</summary>
      <div className="console-table-wrap" role="region" aria-label={t('console.table.label')} tabIndex={0}>
        <table className="console-table">
          <caption className="visually-hidden">{t('console.dashboard.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console.dashboard.month')}</th>
              {METRICS.map((which) => (
                <th key={which} scope="col">
                  {t(`console.dashboard.${which}.short`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthName(month.month)}</th>
                {METRICS.map((which) => (
                  <td key={which}>{format(which, month[which])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function LiveNow({ live }: { live: Dashboard['live'] }) {
  const { t } = useI18n();
  if (live.length === 0) return null;
  return (
    <ul className="dashboard__live" aria-label={t('console.dashboard.live')}>
      {live.map((stream) => (
        <li key={stream.livestreamId}>
          <span className="dashboard__live-dot" aria-hidden="true" />
          <span className="dashboard__live-title">{stream.title}</span>
          <span>{t(countSlug('console.dashboard.viewers', stream.viewers), String(stream.viewers))}</span>
        </li>
      ))}
    </ul>
  );
}

function RecentUploads({ uploads }: { uploads: Dashboard['recentUploads'] }) {
  const { t } = useI18n();
  const formats = useFormats();
  return (
    <TitledSection
      className="dashboard__uploads"
      titleAs="h3"
      titleClassName="dashboard__subtitle"
      title={t('console.dashboard.uploads')}
    >
      {uploads.length === 0 ? (
        <p className="dashboard__note">{t('console.dashboard.uploads.empty')}</p>
      ) : (
        <ul className="dashboard__upload-list">
          {uploads.map((upload) => (
            <li key={upload.assetId} className="console-surface dashboard__upload">
              <span className="dashboard__upload-title">
                {upload.title ?? t('console.dashboard.uploads.untitled')}
                <time className="dashboard__muted" dateTime={upload.created}>
                  {formats.dateTime(upload.created)}
                </time>
                {upload.error && <span className="dashboard__muted">{upload.error}</span>}
              </span>
              <span
                className={
                  upload.status === 'ready'
                    ? 'status-pill status-pill--positive'
                    : upload.status === 'failed'
                      ? 'status-pill status-pill--danger'
                      : 'status-pill'
                }
              >
                {t(`console.dashboard.upload.${upload.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
