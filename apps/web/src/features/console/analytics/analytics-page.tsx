import type { ViewingReport } from '@crewcast/contracts/analytics';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';

import { Link } from 'react-router';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleQuery } from '../components/console-query';
import { analyticsLink, useAnalyticsAddress } from './analytics-address';
import { useViewingReport, type ViewingSubject } from './api/get-viewing-report';
import { AnalyticsFigure, type FigureColumn } from './components/analytics-figure';
import { AnalyticsPeriodSelect } from './components/analytics-period-select';
import { AnalyticsTabs } from './components/analytics-tabs';
import { ConsoleFigures } from '../components/console-figures';
import { useFigureColumns } from './components/figure-columns';
import { CommunityAnalytics } from './community-analytics';
import { LiveAnalytics } from './live-analytics';
import { useReportLabels } from './use-report-labels';
import './analytics-page.css';

type RetentionPoint = ViewingReport['retention'][number];
/** The viewing figures a row of a viewing table has. */
type Viewing = Pick<ViewingReport['days'][number], 'views' | 'watchSeconds' | 'averageShareWatched'>;

/** /admin/analytics: what members watch, the live broadcasts and the community, over a period. */
export function AnalyticsPage() {
  const { t } = useI18n();
  const { period, section, subject, broadcastId, setPeriod } = useAnalyticsAddress();

  return (
    <ConsoleFrame title={t('console.analytics.title')} lead={t('console.analytics.lead')}>
      <AnalyticsTabs section={section} period={period} />
      <AnalyticsPeriodSelect
        periods={ANALYTICS_PERIODS}
        labels="console.analytics.period"
        value={period}
        onChange={setPeriod}
      />
      {section === 'live' ? (
        <LiveAnalytics period={period} broadcastId={broadcastId} />
      ) : section === 'community' ? (
        <CommunityAnalytics period={period} />
      ) : (
        <ViewingSection subject={subject} period={period} />
      )}
    </ConsoleFrame>
  );
}

/** The network's, a show's or an episode's viewing. */
function ViewingSection({ subject, period }: { subject: ViewingSubject; period: AnalyticsPeriod }) {
  const report = useViewingReport(subject, period);
  return (
    <ConsoleQuery query={report} loadingHeight={640}>
      {(data) => <ViewingFigures report={data} />}
    </ConsoleQuery>
  );
}

function ViewingFigures({ report }: { report: ViewingReport }) {
  const { t } = useI18n();
  const formats = useFormats();
  const { period, totals } = report;
  const fileName = (name: string) => `${name}-${report.from}-${report.to}`;
  const labels = useReportLabels();
  const columns = useFigureColumns('console.analytics');
  const figures = [
    ['views', totals.views],
    ['viewers', totals.viewers],
    ['watchTime', formats.duration(totals.watchSeconds)],
    ['share', formats.percent(totals.averageShareWatched)],
    ['newViewers', totals.newViewers],
    ['returningViewers', totals.returningViewers],
  ] as const;
  /** What every viewing table ends with: views, watch time and the average share watched. */
  const viewingColumns: FigureColumn<Viewing>[] = [
    columns.count('views', (row) => row.views),
    {
      key: 'watchHours',
      header: t('console.analytics.watchTime'),
      csvHeader: t('console.analytics.watchHours'),
      cell: (row) => formats.duration(row.watchSeconds),
      value: (row) => Math.round((row.watchSeconds / 3600) * 10) / 10,
    },
    columns.share('share', (row) => row.averageShareWatched),
  ];

  return (
    <div className="analytics">
      <nav className="analytics__subject" aria-label={t('console.analytics.subject')}>
        {report.scope.kind === 'network' ? (
          <h2 className="analytics__heading">{t('console.analytics.network')}</h2>
        ) : (
          <>
            <Link to={analyticsLink(period, {})}>{t('console.analytics.network')}</Link>
            {report.scope.kind === 'episode' && report.scope.showId !== null && (
              <Link to={analyticsLink(period, { show: report.scope.showId })}>
                {t('console.analytics.show')}
              </Link>
            )}
            <h2 className="analytics__heading">{report.scope.title}</h2>
          </>
        )}
      </nav>
      <p className="analytics__range">
        {t('console.analytics.range', formats.day(report.from), formats.day(report.to))}
      </p>
      <ConsoleFigures labels="console.analytics" figures={figures} />

      <div className="analytics__charts">
        <AnalyticsFigure
          title={t('console.analytics.viewsByDay')}
          fileName={fileName('views-by-day')}
          rows={report.days}
          rowKey={(row) => row.day}
          chart={{
            kind: 'bar',
            label: (row) => labels.day(row.day),
            value: (row) => row.views,
          }}
          columns={[
            columns.labelled('day', (row: { day: string }) => row.day, formats.day),
            ...viewingColumns,
          ]}
        />
        <AnalyticsFigure
          title={t('console.analytics.retention')}
          fileName={fileName('retention')}
          rows={report.retention}
          rowKey={(row) => row.point}
          chart={{
            kind: 'line',
            label: (row) => formats.percent(row.point),
            value: (row) => row.share,
            formatValue: formats.percent,
            high: 1,
          }}
          columns={[
            {
              key: 'point',
              header: t('console.analytics.point'),
              cell: (row) => formats.percent(row.point),
              value: (row) => row.point,
            },
            columns.share<RetentionPoint>(
              'watching',
              (row) => row.share,
              t('console.analytics.stillWatching'),
            ),
          ]}
        />
      </div>

      {report.scope.kind !== 'episode' && (
        <AnalyticsFigure
          title={t('console.analytics.topEpisodes')}
          fileName={fileName('top-episodes')}
          rows={report.topEpisodes}
          rowKey={(row) => row.mediaId}
          columns={[columns.episode(period), ...viewingColumns]}
        />
      )}
      {report.scope.kind === 'network' && (
        <AnalyticsFigure
          title={t('console.analytics.topShows')}
          fileName={fileName('top-shows')}
          rows={report.topShows}
          rowKey={(row) => row.showId}
          columns={[
            {
              key: 'show',
              header: t('console.analytics.show'),
              cell: (row) => <Link to={analyticsLink(period, { show: row.showId })}>{row.title}</Link>,
              value: (row) => row.title,
            },
            ...viewingColumns,
          ]}
        />
      )}
      <AnalyticsFigure
        title={t('console.analytics.devices')}
        fileName={fileName('devices')}
        rows={report.devices}
        rowKey={(row) => row.device}
        columns={[
          columns.labelled(
            'device',
            (row: { device: string }) => row.device,
            (device) => t(`console.analytics.device.${device}`),
          ),
          ...viewingColumns,
        ]}
      />
    </div>
  );
}
