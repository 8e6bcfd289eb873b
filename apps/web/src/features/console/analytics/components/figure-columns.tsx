import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { analyticsLink } from '../analytics-address';
import type { FigureColumn } from './analytics-figure';

/**
 * The common kinds of an analytics table's columns: the table shows the value formatted for the member, the CSV file
 * holds it plain. A column's header is the string `<labels>.<key>` unless one is given.
 */
export function useFigureColumns(labels: string) {
  const t = useTranslation();
  const formats = useFormats();
  return useMemo(() => {
    const header = (key: string, given: string | undefined) => given ?? t(`${labels}.${key}`);
    return {
      /** A count, grouped the member's way. */
      count: <Row,>(key: string, value: (row: Row) => number, title?: string): FigureColumn<Row> => ({
        key,
        header: header(key, title),
        cell: (row) => formats.number(value(row)),
        value,
      }),
      /** A share (0 to 1): a percentage in the table, three decimals in the file. */
      share: <Row,>(key: string, value: (row: Row) => number, title?: string): FigureColumn<Row> => ({
        key,
        header: header(key, title),
        cell: (row) => formats.percent(value(row)),
        value: (row) => Math.round(value(row) * 1000) / 1000,
      }),
      /** Words, the same in the table and the file. */
      text: <Row,>(key: string, value: (row: Row) => string, title?: string): FigureColumn<Row> => ({
        key,
        header: header(key, title),
        cell: value,
        value,
      }),
      /** A value as the server writes it (a day, a time, a device), shown by its label in the table. */
      labelled: <Row,>(
        key: string,
        value: (row: Row) => string,
        label: (value: string) => string,
        title?: string,
      ): FigureColumn<Row> => ({ key, header: header(key, title), cell: (row) => label(value(row)), value }),
      /** An episode with its show, linked to the episode's own figures over the period. */
      episode: <Row extends { mediaId: number; title: string; showTitle: string }>(
        period: AnalyticsPeriod,
      ): FigureColumn<Row> => ({
        key: 'episode',
        header: t('console.analytics.episode'),
        cell: (row) => (
          <>
            <Link to={analyticsLink(period, { episode: row.mediaId })}>{row.title}</Link>
            <span className="analytics__muted">{row.showTitle}</span>
          </>
        ),
        value: (row) => row.title,
      }),
    };
  }, [t, formats, labels]);
}
