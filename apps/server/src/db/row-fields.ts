/**
 * The named fields of a row, values as read: a mapper spreads them into what it answers and spells out only the
 * fields it renames or converts.
 */
export function rowFields<Row extends object, Key extends keyof Row>(
  row: Row,
  ...keys: Key[]
): Pick<Row, Key> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
}
