/** The list with the item at `index` moved `by` places (-1 up, 1 down). */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item as T);
  return next;
}
