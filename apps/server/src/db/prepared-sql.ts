import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

const dialect = new PgDialect();

/**
 * A statement written with `sql` and `sql.placeholder` that the query builders cannot write (a WITH clause of
 * writes), prepared under `name`: each pooled connection parses and plans it on first use only. Answers its rows.
 */
export function preparedSql<Row extends object>(pool: pg.Pool, name: string, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return async (values: Record<string, unknown>): Promise<Row[]> =>
    (await pool.query<Row>({ name, text, values: fillPlaceholders(params, values) })).rows;
}
