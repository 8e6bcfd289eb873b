/** The first row a statement answers, or undefined when it answers none. */
export async function firstRow<Row>(rows: PromiseLike<Row[]>): Promise<Row | undefined> {
  const [row] = await rows;
  return row;
}

/** The row a statement that always answers exactly one answers (an insert, or an update of a row it holds). */
export async function onlyRow<Row>(rows: PromiseLike<Row[]>): Promise<Row> {
  const [row] = await rows;
  if (row === undefined) throw new Error('A statement that answers one row answered none');
  return row;
}
