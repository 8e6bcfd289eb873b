import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useI18n } from '@/lib/i18n/i18n-provider';
import './console-table.css';

export interface ConsoleColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortBy?: (row: Row) => string | number;
  className?: string;
}

export interface ConsoleTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  /** Names the scrolling region around the table; 'Table' unless given. */
  label?: string;
  columns: readonly ConsoleColumn<Row>[];
  /** The last cell of each row: its buttons, which speak for themselves, so their header is for screen readers. */
  actions?: { header: string; className?: string; cell: (row: Row) => ReactNode };
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  className?: string;
}

interface Sort {
  key: string;
  direction: 'ascending' | 'descending';
}

/**
 * A console list as a table: a header per column (sortable where the column says how), a row per item with its
 * actions in the last cell. On phones each row is a card whose cells carry their column's name, so nothing
 * scrolls sideways.
 */
export function ConsoleTable<Row>({
  caption,
  label,
  columns,
  actions,
  rows,
  rowKey,
  rowProps,
  className,
}: ConsoleTableProps<Row>) {
  const { t, locale } = useI18n();
  const [sort, setSort] = useState<Sort | null>(null);
  const sorted = useMemo(() => {
    const sortBy = columns.find((column) => column.key === sort?.key)?.sortBy;
    if (!sort || !sortBy) return rows;
    const collator = new Intl.Collator(locale, { numeric: true });
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const [left, right] = [sortBy(a), sortBy(b)];
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : collator.compare(String(left), String(right));
      return sign * order;
    });
  }, [columns, rows, sort, locale]);

  function sortOn(key: string) {
    setSort((current) => ({
      key,
      direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  }

  const cells: readonly (ConsoleColumn<Row> & { headerHidden?: boolean })[] = actions
    ? [...columns, { key: 'actions', headerHidden: true, ...actions }]
    : columns;
  const sortable = columns.some((column) => column.sortBy);
  const classes = ['console-table console-table--cards', sortable && 'console-table--sortable', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className="console-table-wrap"
      role="region"
      aria-label={label ?? t('console.table.label')}
      tabIndex={0}
    >
      <table className={classes}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {cells.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.className}
                aria-sort={column.sortBy ? (sort?.key === column.key ? sort.direction : 'none') : undefined}
              >
                {column.headerHidden ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : column.sortBy ? (
                  <button type="button" className="console-table__sort" onClick={() => sortOn(column.key)}>
                    {column.header}
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {cells.map((column) => (
                <td key={column.key} className={column.className}>
                  {!column.headerHidden && (
                    <span className="console-table__label" aria-hidden="true">
                      {column.header}
                    </span>
                  )}
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
