/** The first row a statement answers, or undefined when it answers none. */
export async function firstRow<Row>(rows: PromiseLike<Row[]>): Promise<Row | undefined> {
  const [row] = await rows;
  return row;
}
