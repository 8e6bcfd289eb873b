/** Whether a statement failed on a unique constraint (PostgreSQL 23505), as pg raises it or drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}
