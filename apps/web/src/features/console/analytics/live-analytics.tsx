import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import type { BroadcastFigures, BroadcastReport, LiveReport } from '@crewcast/contracts/analytics-live';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleQuery } from '../components/console-query';
import { analyticsLink } from './analytics-address';
import { useBroadcastReport, useLiveReport } from './api/get-live-report';
import { AnalyticsFigure, type FigureColumn } from './components/analytics-figure';
import { ConsoleFigures } from '../components/console-figures';
import { useFigureColumns } from './components/figure-columns';
import { useReportLabels } from './use-report-labels';

/** The live section: every broadcast of the period, or one broadcast over its time. */
export function LiveAnalytics({
  period,
  broadcastId,
}: {
  period: AnalyticsPeriod;
  broadcastId: number | null;
}) {
  return broadcastId === null ? (
    <LiveBroadcasts period={period} />
  ) : (
    <BroadcastDetail period={period} broadcastId={broadcastId} />
  );
}

function LiveBroadcasts({ period }: { period: AnalyticsPeriod }) {
  const report = useLiveReport(period);
  return (
    <ConsoleQuery query={report} loadingHeight={480}>
      {(data) => <LiveFigures report={data} />}
    </ConsoleQuery>
  );
}

function BroadcastDetail({ period, broadcastId }: { period: AnalyticsPeriod; broadcastId: number }) {
  const report = useBroadcastReport(broadcastId);
  return (
    <ConsoleQuery query={report} loadingHeight={480}>
      {(data) => <BroadcastFiguresOverTime period={period} report={data} />}
    </ConsoleQuery>
  );
}

/** The columns a broadcast's figures read in, in tables and CSV files alike. */
function useBroadcastColumns(period: AnalyticsPeriod): FigureColumn<BroadcastFigures>[] {
  const { t } = useI18n();
  const { count } = useFigureColumns('console.analytics.live');
  return [
    count('peakViewers', (row) => row.peakViewers),
    count('averageViewers', (row) => row.averageViewers),
    count('chatMessages', (row) => row.chatMessages),
    count('chatPerMinute', (row) => row.chatMessagesPerMinute),
    count('uniqueChatters', (row) => row.uniqueChatters),
    count('bingoPlayers', (row) => row.bingoPlayers),
    {
      key: 'episode',
      header: t('console.analytics.live.episode'),
      cell: (row) =>
        row.episode ? (
          <Link to={analyticsLink(period, { episode: row.episode.mediaId })}>{row.episode.title}</Link>
        ) : (
          <span className="analytics__muted">{t('console.analytics.live.noEpisode')}</span>
        ),
      value: (row) => row.episode?.title ?? '',
    },
  ];
}

function LiveFigures({ report }: { report: LiveReport }) {
  const { t } = useI18n();
  const formats = useFormats();
  const { period, totals } = report;
  const columns = useBroadcastColumns(period);
  const { labelled } = useFigureColumns('console.analytics.live');
  const oldestFirst = useMemo(() => [...report.broadcasts].reverse(), [report.broadcasts]);
  const figures = [
    ['broadcasts', totals.broadcasts],
    ['peakViewers', totals.peakViewers],
    ['averageViewers', totals.averageViewers],
    ['chatMessages', totals.chatMessages],
    ['uniqueChatters', totals.uniqueChatters],
    ['bingoPlayers', totals.bingoPlayers],
  ] as const;
  const broadcastColumn: FigureColumn<BroadcastFigures> = {
    key: 'broadcast',
    header: t('console.analytics.live.broadcast'),
    cell: (row) => (
      <>
        <Link to={analyticsLink(period, { section: 'live', broadcast: row.broadcastId })}>{row.title}</Link>
        <span className="analytics__muted">{formats.utcDateTime(row.startedAt)}</span>
      </>
    ),
    value: (row) => row.title,
  };
  const startedColumn = labelled<BroadcastFigures>('startedAt', (row) => row.startedAt, formats.utcDateTime);

  return (
    <div className="analytics">
      <p className="analytics__range">
        {t('console.analytics.range', formats.day(report.from), formats.day(report.to))}
      </p>
      <ConsoleFigures labels="console.analytics.live" figures={figures} />
      <AnalyticsFigure
        title={t('console.analytics.live.peakByBroadcast')}
        fileName={`peak-viewers-${report.from}-${report.to}`}
        rows={oldestFirst}
        rowKey={(row) => row.broadcastId}
        chart={{
          kind: 'bar',
          label: (row) => formats.date(row.startedAt),
          value: (row) => row.peakViewers,
        }}
        columns={[startedColumn, ...columns.slice(0, 2)]}
      />
      <AnalyticsFigure
        title={t('console.analytics.live.broadcasts')}
        fileName={`broadcasts-${report.from}-${report.to}`}
        rows={report.broadcasts}
        rowKey={(row) => row.broadcastId}
        columns={[broadcastColumn, startedColumn, ...columns]}
      />
    </div>
  );
}

type Viewers = BroadcastReport['viewers'][number];
type ChatMinute = BroadcastReport['chat'][number];

function BroadcastFiguresOverTime({ period, report }: { period: AnalyticsPeriod; report: BroadcastReport }) {
  const { t } = useI18n();
  const formats = useFormats();
  const labels = useReportLabels();
  const { count, labelled } = useFigureColumns('console.analytics.live');
  const { broadcast } = report;
  const figures = [
    ['peakViewers', broadcast.peakViewers],
    ['averageViewers', broadcast.averageViewers],
    ['chatMessages', broadcast.chatMessages],
    ['chatPerMinute', broadcast.chatMessagesPerMinute],
    ['uniqueChatters', broadcast.uniqueChatters],
    ['bingoPlayers', broadcast.bingoPlayers],
  ] as const;
  const fileName = (name: string) => `${name}-broadcast-${broadcast.broadcastId}`;

  return (
    <div className="analytics">
      <nav className="analytics__subject" aria-label={t('console.analytics.subject')}>
        <Link to={analyticsLink(period, { section: 'live' })}>
          {t('console.analytics.live.allBroadcasts')}
        </Link>
        <h2 className="analytics__heading">{broadcast.title}</h2>
      </nav>
      <p className="analytics__range">
        {t(
          'console.analytics.live.span',
          formats.utcDateTime(broadcast.startedAt),
          formats.utcDateTime(broadcast.endedAt),
        )}
      </p>
      <ConsoleFigures labels="console.analytics.live" figures={figures} />
      <div className="analytics__charts">
        <AnalyticsFigure
          title={t('console.analytics.live.viewersOverTime')}
          fileName={fileName('viewers')}
          rows={report.viewers}
          rowKey={(row) => row.at}
          chart={{
            kind: 'line',
            label: (row) => labels.time(row.at),
            value: (row) => row.viewers,
          }}
          columns={[
            labelled<Viewers>('at', (row) => row.at, labels.time, t('console.analytics.live.time')),
            count<Viewers>('viewers', (row) => row.viewers),
          ]}
        />
        <AnalyticsFigure
          title={t('console.analytics.live.chatOverTime')}
          fileName={fileName('chat')}
          rows={report.chat}
          rowKey={(row) => row.minute}
          chart={{
            kind: 'bar',
            label: (row) => labels.time(row.minute),
            value: (row) => row.messages,
          }}
          columns={[
            labelled<ChatMinute>('minute', (row) => row.minute, labels.time),
            count<ChatMinute>('messages', (row) => row.messages, t('console.analytics.live.chatMessages')),
          ]}
        />
      </div>
      {broadcast.episode && (
        <p>
          {t('console.analytics.live.becameEpisode')}{' '}
          <Link to={analyticsLink(period, { episode: broadcast.episode.mediaId })}>
            {broadcast.episode.title}
          </Link>
        </p>
      )}
    </div>
  );
}
