import { useMemo } from 'react';
import { useFormats } from '@/lib/i18n/use-formats';
import type { ConsoleColumn } from './console-table';

/** An instant as a day, or as a day and time of day, in the member's language, in a `<time>` element. */
export function ConsoleTime({ at, withTime = false }: { at: string; withTime?: boolean }) {
  const formats = useFormats();
  return <time dateTime={at}>{withTime ? formats.dateTime(at) : formats.date(at)}</time>;
}

/** The common kinds of a console table's columns, formatted in the member's language. */
export function useConsoleColumns() {
  const formats = useFormats();
  return useMemo(
    () => ({
      /** A count, grouped the member's way. */
      count: <Row,>(key: string, header: string, value: (row: Row) => number): ConsoleColumn<Row> => ({
        key,
        header,
        cell: (row) => formats.number(value(row)),
      }),
      /** When something happened: its day, or its day and time of day (`withTime`). */
      time: <Row,>(
        key: string,
        header: string,
        value: (row: Row) => string,
        withTime = false,
      ): ConsoleColumn<Row> => ({
        key,
        header,
        cell: (row) => <ConsoleTime at={value(row)} withTime={withTime} />,
      }),
    }),
    [formats],
  );
}
