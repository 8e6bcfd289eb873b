import type { WatchProgress } from '@crewcast/contracts/content';

/** The whole percentage of a video watched, 0 to 100; 0 while its length is unknown. */
export function watchedPercent({ currentTime, totalTime }: WatchProgress): number {
  if (!(totalTime > 0)) return 0;
  return Math.round(Math.min(100, Math.max(0, (currentTime / totalTime) * 100)));
}
