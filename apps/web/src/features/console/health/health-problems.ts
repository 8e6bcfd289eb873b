import type { AdminHealth } from '@crewcast/contracts/health';

export const HEALTH_PATH = '/admin/health';

/** Below this share of free space the disk holding local media counts as nearly full. */
export const LOW_DISK_SHARE = 0.05;

/** Samples of live viewers missed in a row before the sampling counts as stopped. */
const MISSED_SAMPLES = 3;

/** Whether the viewing rollup and the live viewer sampling keep up. */
export function analyticsKeepUp({ analytics }: AdminHealth): boolean {
  return (
    analytics.rollupDaysBehind <= 1 &&
    analytics.liveSampleAgeSeconds <= analytics.liveSampleSeconds * MISSED_SAMPLES
  );
}

/** What is wrong in a health report, as the slugs of its descriptions (empty when all is well). */
export function healthProblems(report: AdminHealth): string[] {
  const problems: string[] = [];
  if (report.jobs.some((queue) => queue.failedLastDay > 0)) problems.push('console.health.problem.jobs');
  if (report.redis.configured && !report.redis.reachable) problems.push('console.health.problem.redis');
  const { storage } = report;
  if (storage.kind === 'local' && storage.freeBytes < storage.totalBytes * LOW_DISK_SHARE)
    problems.push('console.health.problem.disk');
  if (report.mail.failedLastDay > 0) problems.push('console.health.problem.mail');
  if (!report.ffmpeg.found) problems.push('console.health.problem.ffmpeg');
  if (!analyticsKeepUp(report)) problems.push('console.health.problem.analytics');
  return problems;
}
