/** The console writes battle times in UTC: a datetime-local value read as UTC, and back. */
export const utcInputValue = (iso: string): string => iso.slice(0, 16);

export function isoFromUtcInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00Z`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
