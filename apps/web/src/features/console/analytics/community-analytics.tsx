import type { CommunityReport } from '@crewcast/contracts/analytics-community';
import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';

import { Link } from 'react-router';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleQuery } from '../components/console-query';
import { analyticsLink } from './analytics-address';
import { useCommunityReport } from './api/get-community-report';
import { AnalyticsFigure, type FigureColumn } from './components/analytics-figure';
import { AnalyticsTotals } from './components/analytics-totals';
import { useDayLabel } from './use-day-label';

type Day = CommunityReport['days'][number];
type ProjectRow = CommunityReport['projects'][number];
type ProjectDay = CommunityReport['projectDays'][number];
type EpisodeRow = CommunityReport['episodes'][number];

/** The community section: Greenlight contributions, Producer Points and comments over the period. */
export function CommunityAnalytics({ period }: { period: AnalyticsPeriod }) {
  const report = useCommunityReport(period);
  return (
    <ConsoleQuery query={report} isEmpty={() => false} loadingHeight={640}>
      {(data) => <CommunityFigures report={data} />}
    </ConsoleQuery>
  );
}

function CommunityFigures({ report }: { report: CommunityReport }) {
  const { t } = useI18n();
  const formats = useFormats();
  const { period, totals } = report;
  const fileName = (name: string) => `${name}-${report.from}-${report.to}`;
  const dayLabel = useDayLabel();
  const figures = [
    ['contributedPoints', totals.contributedPoints],
    ['contributions', totals.contributions],
    ['contributors', totals.contributors],
    ['pointsEarned', totals.pointsEarned],
    ['pointsSpent', totals.pointsSpent],
    ['comments', totals.comments],
  ] as const;
  const count = <Row,>(key: string, value: (row: Row) => number): FigureColumn<Row> => ({
    key,
    header: t(`console.analytics.community.${key}`),
    cell: (row) => formats.number(value(row)),
    value,
  });
  const dayColumn: FigureColumn<{ day: string }> = {
    key: 'day',
    header: t('console.analytics.day'),
    cell: (row) => formats.day(row.day),
    value: (row) => row.day,
  };
  /** A figure of one count by day: its chart and its table. */
  const byDay = (key: 'contributedPoints' | 'pointsEarned' | 'pointsSpent' | 'comments', title: string) => (
    <AnalyticsFigure
      title={t(`console.analytics.community.${title}`)}
      fileName={fileName(title)}
      rows={report.days}
      rowKey={(row) => row.day}
      chart={{
        kind: 'bar',
        label: (row) => dayLabel(row.day),
        value: (row: Day) => row[key],
        formatValue: formats.number,
      }}
      columns={[dayColumn, count<Day>(key, (row) => row[key])]}
    />
  );

  return (
    <div className="analytics">
      <p className="analytics__range">
        {t('console.analytics.range', formats.day(report.from), formats.day(report.to))}
      </p>
      <AnalyticsTotals
        figures={figures.map(([key, value]) => ({
          label: t(`console.analytics.community.${key}`),
          value: formats.number(value),
        }))}
      />
      <div className="analytics__charts">
        {byDay('contributedPoints', 'contributionsByDay')}
        {byDay('comments', 'commentsByDay')}
        {byDay('pointsEarned', 'earnedByDay')}
        {byDay('pointsSpent', 'spentByDay')}
      </div>
      <AnalyticsFigure
        title={t('console.analytics.community.projects')}
        fileName={fileName('greenlight-projects')}
        rows={report.projects}
        rowKey={(row) => row.projectId}
        columns={[
          {
            key: 'battle',
            header: t('console.analytics.community.battle'),
            cell: (row) => t('console.analytics.community.versus', row.leftTitle, row.rightTitle),
            value: (row) => t('console.analytics.community.versus', row.leftTitle, row.rightTitle),
          },
          {
            key: 'project',
            header: t('console.analytics.community.project'),
            cell: (row) => row.title,
            value: (row) => row.title,
          },
          count<ProjectRow>('contributedPoints', (row) => row.points),
          count<ProjectRow>('contributions', (row) => row.contributions),
          count<ProjectRow>('contributors', (row) => row.contributors),
        ]}
      />
      <AnalyticsFigure
        title={t('console.analytics.community.projectDays')}
        fileName={fileName('greenlight-by-day')}
        rows={report.projectDays}
        rowKey={(row) => `${row.day}:${row.projectId}`}
        columns={[
          dayColumn,
          {
            key: 'project',
            header: t('console.analytics.community.project'),
            cell: (row) => row.title,
            value: (row) => row.title,
          },
          count<ProjectDay>('contributedPoints', (row) => row.points),
          count<ProjectDay>('contributions', (row) => row.contributions),
        ]}
      />
      <AnalyticsFigure
        title={t('console.analytics.community.episodes')}
        fileName={fileName('comments-by-episode')}
        rows={report.episodes}
        rowKey={(row) => row.mediaId}
        columns={[
          {
            key: 'episode',
            header: t('console.analytics.episode'),
            cell: (row) => (
              <>
                <Link to={analyticsLink(period, { episode: row.mediaId })}>{row.title}</Link>
                <span className="analytics__muted">{row.showTitle}</span>
              </>
            ),
            value: (row) => row.title,
          },
          count<EpisodeRow>('comments', (row) => row.comments),
          count<EpisodeRow>('commenters', (row) => row.commenters),
        ]}
      />
    </div>
  );
}
