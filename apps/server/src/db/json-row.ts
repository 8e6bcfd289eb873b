import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A column of another statement and how to read its value. */
export interface ColumnRead<T> {
  column: SQL<unknown>;
  read(value: unknown): T;
}

/**
 * A scalar subquery answering the one row of `table` that `where` picks as JSON (`row_to_json`), so another module's
 * statement can read it beside its own columns in one round trip; `decode` turns that JSON back into the row a
 * select of the table gives (property names, dates as Date), or undefined when no row matched.
 */
export function jsonRow<T extends PgTable>(table: T, where: SQL | undefined) {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  return {
    column: sql<unknown>`(select row_to_json(${table}) from ${table} where ${where} limit 1)`,
    decode(value: unknown): T['$inferSelect'] | undefined {
      if (value === null || value === undefined) return undefined;
      const json = value as Record<string, unknown>;
      const row: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const field = json[column.name] ?? null;
        row[key] = column.dataType === 'date' && typeof field === 'string' ? new Date(field) : field;
      }
      return row as T['$inferSelect'];
    },
  };
}
