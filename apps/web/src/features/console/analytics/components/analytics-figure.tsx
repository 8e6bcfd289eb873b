import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleTable, type ConsoleColumn } from '../../components/console-table';
import { downloadCsv, toCsv } from '../csv';
import type { AnalyticsChartProps } from './analytics-chart';

/** The chart library loads only when analytics are shown. */
const AnalyticsChart = lazy(() => import('./analytics-chart'));

export interface FigureColumn<Row> {
  key: string;
  header: string;
  /** The CSV file's name of the column, where its plain values need their unit said. */
  csvHeader?: string;
  /** The cell as the table shows it. */
  cell: (row: Row) => ReactNode;
  /** The cell as the CSV file holds it: plain numbers, not formatted. */
  value: (row: Row) => string | number;
}

export interface AnalyticsFigureProps<Row> {
  title: string;
  /** The CSV file's name, without its extension. */
  fileName: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly FigureColumn<Row>[];
  /** A chart of the rows (their values are counts unless `formatValue` says otherwise); or the table alone. */
  chart?: Omit<AnalyticsChartProps, 'labels' | 'values' | 'formatValue'> & {
    label: (row: Row) => string;
    value: (row: Row) => number;
    formatValue?: AnalyticsChartProps['formatValue'];
  };
  /** What a table without rows says instead (by default, that nothing was watched). */
  emptyText?: string;
}

/**
 * One analytics figure: its chart with the same numbers as a table one click away (or the table alone), and a
 * CSV export of the rows.
 */
export function AnalyticsFigure<Row>({
  title,
  fileName,
  rows,
  rowKey,
  columns,
  chart,
  emptyText,
}: AnalyticsFigureProps<Row>) {
  const t = useTranslation();
  const formats = useFormats();
  const labels = useMemo(() => (chart ? rows.map(chart.label) : []), [chart, rows]);
  const values = useMemo(() => (chart ? rows.map(chart.value) : []), [chart, rows]);
  const sortable = columns.map((column) => ({ ...column, sortBy: column.value }));
  const table = (
    <ConsoleTable caption={title} columns={sortable as ConsoleColumn<Row>[]} rows={rows} rowKey={rowKey} />
  );

  function exportCsv() {
    const csv = toCsv(
      columns.map((column) => column.csvHeader ?? column.header),
      rows.map((row) => columns.map((column) => column.value(row))),
    );
    downloadCsv(`${fileName}.csv`, csv);
  }

  return (
    <figure className="console-surface analytics-figure">
      <figcaption className="analytics-figure__head">
        <span className="analytics-figure__title">{title}</span>
        <Button variant="secondary" onClick={exportCsv} disabled={rows.length === 0}>
          {t('console.analytics.csv')} <span className="visually-hidden">{title}</span>
        </Button>
      </figcaption>
      {chart ? (
        <>
          <Suspense fallback={<Skeleton height={240} />}>
            <AnalyticsChart formatValue={formats.number} {...chart} labels={labels} values={values} />
          </Suspense>
          <details className="analytics-figure__table">
            <summary>{t('console.analytics.table', title)}</summary>
            {table}
          </details>
        </>
      ) : rows.length === 0 ? (
        <p className="analytics-figure__empty">{emptyText ?? t('console.analytics.none')}</p>
      ) : (
        table
      )}
    </figure>
  );
}
