import type { MembersReport } from '@crewcast/contracts/analytics-members';
import {
  DEFAULT_MEMBERS_PERIOD,
  MEMBERS_PERIODS,
  type MembersPeriod,
} from '@crewcast/contracts/constants/analytics-members';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Select } from '@/components/ui/select';
import { formatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleQuery } from '../components/console-query';
import { useMembersReport } from './api/get-members-report';
import { AnalyticsFigure, type FigureColumn } from './components/analytics-figure';
import { AnalyticsTabs } from './components/analytics-tabs';
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
      <div className="console-toolbar analytics__toolbar">
        <Select
          label={t('console.analytics.period')}
          value={period}
          onChange={(event) => setPeriod(event.target.value as MembersPeriod)}
          options={MEMBERS_PERIODS.map((value) => ({
            value,
            label: t(`console.analytics.members.period.${value}`),
          }))}
        />
      </div>
      <MembersReportQuery period={period} />
    </ConsoleFrame>
  );
}

/** Asked for only once the frame has let an Official account in. */
function MembersReportQuery({ period }: { period: MembersPeriod }) {
  const report = useMembersReport(period);
  return (
    <ConsoleQuery query={report} isEmpty={() => false} loadingHeight={640}>
      {(data) => <MembersFigures report={data} />}
    </ConsoleQuery>
  );
}

type MonthRow = MembersReport['months'][number];
type CohortRow = MembersReport['cohorts'][number];

function MembersFigures({ report }: { report: MembersReport }) {
  const { t, locale } = useI18n();
  const formats = useFormats();
  const money = (cents: number) => formatMoney(cents, report.currency, locale);
  const fileName = (name: string) => `${name}-${report.from}-${report.to}`;
  const monthLabel = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return (month: string) => formatter.format(new Date(`${month}-01T00:00:00Z`));
  }, [locale]);
  const latest = report.months.at(-1);
  const figures = [
    ['mrr', money(latest?.mrrCents ?? 0)],
    ['subscribers', formats.number(latest?.subscribersAtStart ?? 0)],
    ['trialsStarted', formats.number(report.trials.started)],
    ['trialsConverted', formats.number(report.trials.converted)],
    ['conversionRate', formats.percent(report.trials.conversionRate)],
    ['inTrial', formats.number(report.trials.inTrial)],
  ] as const;
  const monthColumn: FigureColumn<MonthRow> = {
    key: 'month',
    header: t('console.analytics.members.month'),
    cell: (row) => monthLabel(row.month),
    value: (row) => row.month,
  };
  const longest = Math.max(0, ...report.cohorts.map((row) => row.retained.length));
  const cohortColumns: FigureColumn<CohortRow>[] = [
    {
      key: 'month',
      header: t('console.analytics.members.cohort'),
      cell: (row) => monthLabel(row.month),
      value: (row) => row.month,
    },
    {
      key: 'joined',
      header: t('console.analytics.members.joined'),
      cell: (row) => formats.number(row.joined),
      value: (row) => row.joined,
    },
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
        {t('console.analytics.members.range', monthLabel(report.from), monthLabel(report.to))}
      </p>
      <dl className="analytics__figures">
        {figures.map(([key, value]) => (
          <div key={key} className="analytics__figure">
            <dt>{t(`console.analytics.members.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <div className="analytics__charts">
        <AnalyticsFigure
          title={t('console.analytics.members.mrrByMonth')}
          fileName={fileName('recurring-revenue')}
          rows={report.months}
          rowKey={(row) => row.month}
          chart={{
            kind: 'bar',
            label: (row) => monthLabel(row.month),
            value: (row) => row.mrrCents,
            formatValue: money,
          }}
          columns={[
            monthColumn,
            {
              key: 'mrrCents',
              header: t('console.analytics.members.mrr'),
              csvHeader: t('console.analytics.members.mrrCents'),
              cell: (row) => money(row.mrrCents),
              value: (row) => row.mrrCents,
            },
          ]}
        />
        <AnalyticsFigure
          title={t('console.analytics.members.churnByMonth')}
          fileName={fileName('churn')}
          rows={report.months}
          rowKey={(row) => row.month}
          chart={{
            kind: 'line',
            label: (row) => monthLabel(row.month),
            value: (row) => row.churnRate,
            formatValue: formats.percent,
          }}
          columns={[
            monthColumn,
            {
              key: 'subscribersAtStart',
              header: t('console.analytics.members.subscribersAtStart'),
              cell: (row) => formats.number(row.subscribersAtStart),
              value: (row) => row.subscribersAtStart,
            },
            {
              key: 'churned',
              header: t('console.analytics.members.churned'),
              cell: (row) => formats.number(row.churned),
              value: (row) => row.churned,
            },
            {
              key: 'churnRate',
              header: t('console.analytics.members.churnRate'),
              cell: (row) => formats.percent(row.churnRate),
              value: (row) => row.churnRate,
            },
          ]}
        />
        <AnalyticsFigure
          title={t('console.analytics.members.giftsByMonth')}
          fileName={fileName('gifts')}
          rows={report.months}
          rowKey={(row) => row.month}
          chart={{
            kind: 'bar',
            label: (row) => monthLabel(row.month),
            value: (row) => row.giftsBought,
            formatValue: formats.number,
          }}
          columns={[
            monthColumn,
            {
              key: 'giftsBought',
              header: t('console.analytics.members.giftsBought'),
              cell: (row) => formats.number(row.giftsBought),
              value: (row) => row.giftsBought,
            },
            {
              key: 'giftsRedeemed',
              header: t('console.analytics.members.giftsRedeemed'),
              cell: (row) => formats.number(row.giftsRedeemed),
              value: (row) => row.giftsRedeemed,
            },
          ]}
        />
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
          {
            key: 'code',
            header: t('console.analytics.members.code'),
            cell: (row) => row.code,
            value: (row) => row.code,
          },
          {
            key: 'redemptions',
            header: t('console.analytics.members.redemptions'),
            cell: (row) => formats.number(row.redemptions),
            value: (row) => row.redemptions,
          },
        ]}
      />
    </div>
  );
}
