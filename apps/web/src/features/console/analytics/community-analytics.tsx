import type { CommunityReport } from '@crewcast/contracts/analytics-community';
import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';

import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleQuery } from '../components/console-query';
import { useCommunityReport } from './api/get-community-report';
import { AnalyticsFigure } from './components/analytics-figure';
import { ConsoleFigures } from '../components/console-figures';
import { useFigureColumns } from './components/figure-columns';
import { useReportLabels } from './use-report-labels';

type Day = CommunityReport['days'][number];
type ProjectRow = CommunityReport['projects'][number];
type ProjectDay = CommunityReport['projectDays'][number];
type EpisodeRow = CommunityReport['episodes'][number];

/** The community section: Greenlight contributions, Producer Points and comments over the period. */
export function CommunityAnalytics({ period }: { period: AnalyticsPeriod }) {
  const report = useCommunityReport(period);
  return (
    <ConsoleQuery query={report} loadingHeight={640}>
      {(data) => <CommunityFigures report={data} />}
    </ConsoleQuery>
  );
}

function CommunityFigures({ report }: { report: CommunityReport }) {
  const { t } = useI18n();
  const formats = useFormats();
  const { period, totals } = report;
  const fileName = (name: string) => `${name}-${report.from}-${report.to}`;
  const labels = useReportLabels();
  const { count, text, labelled, episode } = useFigureColumns('console.analytics.community');
  const figures = [
    ['contributedPoints', totals.contributedPoints],
    ['contributions', totals.contributions],
    ['contributors', totals.contributors],
    ['pointsEarned', totals.pointsEarned],
    ['pointsSpent', totals.pointsSpent],
    ['comments', totals.comments],
  ] as const;
  const dayColumn = labelled(
    'day',
    (row: { day: string }) => row.day,
    formats.day,
    t('console.analytics.day'),
  );
  /** A figure of one count by day: its chart and its table. */
  const byDay = (key: 'contributedPoints' | 'pointsEarned' | 'pointsSpent' | 'comments', title: string) => (
    <AnalyticsFigure
      title={t(`console.analytics.community.${title}`)}
      fileName={fileName(title)}
      rows={report.days}
      rowKey={(row) => row.day}
      chart={{
        kind: 'bar',
        label: (row) => labels.day(row.day),
        value: (row: Day) => row[key],
      }}
      columns={[dayColumn, count<Day>(key, (row) => row[key])]}
    />
  );

  return (
    <div className="analytics">
      <p className="analytics__range">
        {t('console.analytics.range', formats.day(report.from), formats.day(report.to))}
      </p>
      <ConsoleFigures labels="console.analytics.community" figures={figures} />
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
          text<ProjectRow>('battle', (row) =>
            t('console.analytics.community.versus', row.leftTitle, row.rightTitle),
          ),
          text<ProjectRow>('project', (row) => row.title),
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
          text<ProjectDay>('project', (row) => row.title),
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
          episode<EpisodeRow>(period),
          count<EpisodeRow>('comments', (row) => row.comments),
          count<EpisodeRow>('commenters', (row) => row.commenters),
        ]}
      />
    </div>
  );
}
