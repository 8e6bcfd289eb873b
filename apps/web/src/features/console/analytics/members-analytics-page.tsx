import type { MembersReport } from '@crewcast/contracts/analytics-members';
import {
  DEFAULT_MEMBERS_PERIOD,
  MEMBERS_PERIODS,
  type MembersPeriod,
} from '@crewcast/contracts/constants/analytics-members';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleQuery } from '../components/console-query';
import { useMembersReport } from './api/get-members-report';
import { AnalyticsFigure, type AnalyticsFigureProps, type FigureColumn } from './components/analytics-figure';
import { AnalyticsPeriodSelect } from './components/analytics-period-select';
import { AnalyticsTabs } from './components/analytics-tabs';
import { ConsoleFigures } from '../components/console-figures';
import { useFigureColumns } from './components/figure-columns';
import { useReportLabels } from './use-report-labels';
import './analytics-page.css';

const isPeriod = (value: string | null): value is MembersPeriod =>
  (MEMBERS_PERIODS as readonly (string | null)[]).includes(value);

/** The period in the address, so a link, a reload or going back shows the same figures. */
function useMembersPeriod() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period = isPeriod(raw) ? raw : DEFAULT_MEMBERS_PERIOD;
  function setPeriod(next: MembersPeriod) {
    const updated = new URLSearchParams(params);
    updated.set('period', next);
    setParams(updated, { replace: true });
  }
  return { period, setPeriod };
}

/** /admin/analytics/members: trials, churn, recurring revenue, cohorts, gifts and coupons, for Officials. */
export function MembersAnalyticsPage() {
  const { t } = useI18n();
  const { period, setPeriod } = useMembersPeriod();
  return (
    <ConsoleFrame
      title={t('console.analytics.title')}
      lead={t('console.analytics.members.lead')}
      role="official"
    >
      <AnalyticsTabs section="members" />
      <AnalyticsPeriodSelect
        periods={MEMBERS_PERIODS}
        labels="console.analytics.members.period"
        value={period}
        onChange={setPeriod}
      />
      <MembersReportQuery period={period} />
    </ConsoleFrame>
  );
}

/** Asked for only once the frame has let an Official account in. */
function MembersReportQuery({ period }: { period: MembersPeriod }) {
  const report = useMembersReport(period);
  return (
    <ConsoleQuery query={report} loadingHeight={640}>
      {(data) => <MembersFigures report={data} />}
    </ConsoleQuery>
  );
}

type MonthRow = MembersReport['months'][number];
type CohortRow = MembersReport['cohorts'][number];
type CouponRow = MembersReport['coupons'][number];

function MembersFigures({ report }: { report: MembersReport }) {
  const { t, locale } = useI18n();
  const formats = useFormats();
  const money = (cents: number) => formatMoney(cents, report.currency, locale);
  const fileName = (name: string) => `${name}-${report.from}-${report.to}`;
  const labels = useReportLabels();
  const { count, text, labelled } = useFigureColumns('console.analytics.members');
  const latest = report.months.at(-1);
  const figures = [
    ['mrr', money(latest?.mrrCents ?? 0)],
    ['subscribers', latest?.subscribersAtStart ?? 0],
    ['trialsStarted', report.trials.started],
    ['trialsConverted', report.trials.converted],
    ['conversionRate', formats.percent(report.trials.conversionRate)],
    ['inTrial', report.trials.inTrial],
  ] as const;
  /** A figure over the months: a chart of one of their values, and a table of each month and its columns. */
  const byMonth = (
    title: string,
    name: string,
    chart: Omit<NonNullable<AnalyticsFigureProps<MonthRow>['chart']>, 'label'>,
    columns: FigureColumn<MonthRow>[],
  ) => (
    <AnalyticsFigure
      title={title}
      fileName={fileName(name)}
      rows={report.months}
      rowKey={(row) => row.month}
      chart={{ ...chart, label: (row) => labels.month(row.month) }}
      columns={[labelled<MonthRow>('month', (row) => row.month, labels.month), ...columns]}
    />
  );
  const longest = Math.max(0, ...report.cohorts.map((row) => row.retained.length));
  const cohortColumns: FigureColumn<CohortRow>[] = [
    labelled('month', (row) => row.month, labels.month, t('console.analytics.members.cohort')),
    count('joined', (row) => row.joined),
    ...Array.from({ length: longest }, (_, index) => ({
      key: `after${index + 1}`,
      header: t('console.analytics.members.monthsLater', String(index + 1)),
      cell: (row: CohortRow) => {
        const retained = row.retained[index];
        return retained === undefined
          ? ''
          : `${formats.percent(retained / row.joined)} (${formats.number(retained)})`;
      },
      value: (row: CohortRow) => row.retained[index] ?? '',
    })),
  ];

  return (
    <div className="analytics">
      <p className="analytics__range">
        {t('console.analytics.members.range', labels.month(report.from), labels.month(report.to))}
      </p>
      <ConsoleFigures labels="console.analytics.members" figures={figures} />

      <div className="analytics__charts">
        {byMonth(
          t('console.analytics.members.mrrByMonth'),
          'recurring-revenue',
          { kind: 'bar', value: (row) => row.mrrCents, formatValue: money },
          [
            {
              key: 'mrrCents',
              header: t('console.analytics.members.mrr'),
              csvHeader: t('console.analytics.members.mrrCents'),
              cell: (row) => money(row.mrrCents),
              value: (row) => row.mrrCents,
            },
          ],
        )}
        {byMonth(
          t('console.analytics.members.churnByMonth'),
          'churn',
          { kind: 'line', value: (row) => row.churnRate, formatValue: formats.percent },
          [
            count('subscribersAtStart', (row) => row.subscribersAtStart),
            count('churned', (row) => row.churned),
            {
              key: 'churnRate',
              header: t('console.analytics.members.churnRate'),
              cell: (row) => formats.percent(row.churnRate),
              value: (row) => row.churnRate,
            },
          ],
        )}
        {byMonth(
          t('console.analytics.members.giftsByMonth'),
          'gifts',
          { kind: 'bar', value: (row) => row.giftsBought },
          [
            count('giftsBought', (row) => row.giftsBought),
            count('giftsRedeemed', (row) => row.giftsRedeemed),
          ],
        )}
      </div>

      <AnalyticsFigure
        title={t('console.analytics.members.cohorts')}
        fileName={fileName('cohorts')}
        rows={report.cohorts}
        rowKey={(row) => row.month}
        columns={cohortColumns}
        emptyText={t('console.analytics.members.noCohorts')}
      />
      <AnalyticsFigure
        title={t('console.analytics.members.coupons')}
        fileName={fileName('coupons')}
        rows={report.coupons}
        rowKey={(row) => row.code}
        emptyText={t('console.analytics.members.noCoupons')}
        columns={[
          text<CouponRow>('code', (row) => row.code),
          count<CouponRow>('redemptions', (row) => row.redemptions),
        ]}
      />
    </div>
  );
}
