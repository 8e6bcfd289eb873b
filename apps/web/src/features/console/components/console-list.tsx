import type { ReactNode } from 'react';
import { ConsoleQuery, type ConsoleQueryResult } from './console-query';
import { ConsoleTable, type ConsoleTableProps } from './console-table';

export interface ConsoleListProps<Data, Row> extends Omit<ConsoleTableProps<Row>, 'rows'> {
  query: ConsoleQueryResult<Data>;
  /** The rows of the answer to show in the table. */
  rows: (data: Data) => readonly Row[];
  /** Shown instead of the table when there are no rows; without it, the table stands empty. */
  empty?: { title: string; body?: string };
  loadingHeight?: number;
  /** What stands above the table once there are rows, e.g. how many were found. */
  above?: (data: Data) => ReactNode;
  /** What stands below the table once there are rows, e.g. the next page. */
  below?: (data: Data) => ReactNode;
}

/** A console list: its query's loading skeleton, error with a retry, or empty state, else its rows in a table. */
export function ConsoleList<Data, Row>({
  query,
  rows,
  empty,
  loadingHeight,
  above,
  below,
  ...table
}: ConsoleListProps<Data, Row>) {
  return (
    <ConsoleQuery
      query={query}
      empty={empty}
      isEmpty={(data) => rows(data).length === 0}
      loadingHeight={loadingHeight}
    >
      {(data) => (
        <>
          {above?.(data)}
          <ConsoleTable {...table} rows={rows(data)} />
          {below?.(data)}
        </>
      )}
    </ConsoleQuery>
  );
}
