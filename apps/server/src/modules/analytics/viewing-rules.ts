/** A view counts after this many seconds played, or half the episode when that is shorter. */
export const VIEW_SECONDS = 30;
/** The retention curve's resolution: the episode in twentieths (5 % each). */
export const SEGMENTS = 20;

/** The UTC day a moment falls on, as the rollups name it (YYYY-MM-DD). */
export function viewingDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return viewingDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

/**
 * A member's day with an episode is a view (once per member, episode and day) after 30 seconds played or half
 * the episode, whichever is shorter: the stored column every read and rollup counts by.
 */
export const viewedExpression = (watched: string, duration: string) =>
  `${watched} >= case when ${duration} > 0 then least(${VIEW_SECONDS}, ${duration} / 2) else ${VIEW_SECONDS} end`;

/**
 * The twentieths of an episode a progress save says were played: from `currentTime - watchedSeconds` up to
 * `currentTime`, one bit per twentieth touched.
 */
export function playedSegments(currentTime: number, watchedSeconds: number, durationSeconds: number): number {
  if (durationSeconds <= 0 || watchedSeconds <= 0) return 0;
  const end = Math.min(Math.max(currentTime, 0), durationSeconds);
  const start = Math.max(0, end - watchedSeconds);
  const segment = durationSeconds / SEGMENTS;
  const first = Math.min(SEGMENTS - 1, Math.floor(start / segment));
  // A save that ends exactly on a boundary has not entered the next twentieth.
  const last = Math.min(SEGMENTS - 1, Math.max(first, Math.ceil(end / segment) - 1));
  let mask = 0;
  for (let index = first; index <= last; index += 1) mask |= 1 << index;
  return mask;
}

/** The retention curve: at each twentieth, the share of views that played it. */
export function retentionCurve(counts: readonly number[], views: number): { point: number; share: number }[] {
  return counts.map((count, index) => ({ point: index / SEGMENTS, share: views > 0 ? count / views : 0 }));
}
