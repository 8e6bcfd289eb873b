/** The slot a viewer sample counts for: its time rounded down to the sampling interval. */
export function sampleSlot(moment: Date, intervalSeconds: number): Date {
  const interval = intervalSeconds * 1000;
  return new Date(Math.floor(moment.getTime() / interval) * interval);
}

/**
 * How long until the next slot starts, plus a second's margin: every node samples once per slot, early in it,
 * whatever time it started at.
 */
export function untilNextSlot(moment: Date, intervalSeconds: number): number {
  const interval = intervalSeconds * 1000;
  return interval - (moment.getTime() % interval) + Math.min(1000, interval / 4);
}

/** A rate per minute to a tenth; a broadcast shorter than a minute counts as one minute. */
export function perMinute(count: number, seconds: number): number {
  return Math.round((count / Math.max(1, seconds / 60)) * 10) / 10;
}

/** A mean to a tenth. */
export const toTenth = (value: number) => Math.round(value * 10) / 10;
