/** A snake_case column name as the camelCase property the app reads it by (`mrr_cents` → `mrrCents`). */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

export type CamelRow<Row> = { [Key in keyof Row as CamelCase<Key & string>]: Row[Key] };

/** The rows of a plain SQL statement with their snake_case column names as camelCase properties, values as read. */
export function camelRows<Row extends object>(rows: Row[]): CamelRow<Row>[] {
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([name, value]) => [
          name.replace(/_(.)/g, (_, letter: string) => letter.toUpperCase()),
          value,
        ]),
      ) as CamelRow<Row>,
  );
}
