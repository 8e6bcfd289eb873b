/** Progress is saved this often while playing ("every few seconds"), and also on pause and on leaving. */
export const PROGRESS_REPORT_INTERVAL_MS = 5000;
/** A jump larger than this between two time updates is a seek, not watching. */
const MAX_CONTINUOUS_STEP_SECONDS = 2;
/** The server takes at most an hour of watching per report. */
const MAX_WATCHED_PER_REPORT_SECONDS = 3600;
/** A video watched past this share starts again from the beginning rather than resuming at its end. */
export const FINISHED_SHARE = 0.95;

export interface ProgressReport {
  currentTime: number;
  totalTime: number;
  /** Seconds actually watched since the previous report. */
  durationWatched: number;
}

/** Counts the seconds watched between reports and says when the next report is due. */
export class ProgressTracker {
  private lastPosition: number | null = null;
  private watched = 0;
  private lastReportAt: number;

  constructor(
    now: number,
    private readonly intervalMs = PROGRESS_REPORT_INTERVAL_MS,
  ) {
    this.lastReportAt = now;
  }

  /** Records a time update; returns a report when one is due. */
  update(currentTime: number, totalTime: number, now: number): ProgressReport | null {
    this.observe(currentTime);
    return now - this.lastReportAt >= this.intervalMs ? this.report(currentTime, totalTime, now) : null;
  }

  /** The position moved without watching (a seek): what lies between is not counted. */
  jumpedTo(currentTime: number): void {
    this.lastPosition = currentTime;
  }

  /** A report now, whatever the interval says (on pause, on leaving). */
  report(currentTime: number, totalTime: number, now: number): ProgressReport {
    this.observe(currentTime);
    const durationWatched = Math.min(MAX_WATCHED_PER_REPORT_SECONDS, Math.round(this.watched * 10) / 10);
    this.watched = 0;
    this.lastReportAt = now;
    return { currentTime, totalTime, durationWatched };
  }

  private observe(currentTime: number): void {
    if (this.lastPosition !== null) {
      const step = currentTime - this.lastPosition;
      if (step > 0 && step <= MAX_CONTINUOUS_STEP_SECONDS) this.watched += step;
    }
    this.lastPosition = currentTime;
  }
}

/** Where playback starts: the saved position, unless the video was (nearly) finished. */
export function resumePosition(saved: { currentTime: number; totalTime: number } | null): number {
  if (!saved || saved.currentTime <= 0) return 0;
  if (saved.totalTime > 0 && saved.currentTime >= saved.totalTime * FINISHED_SHARE) return 0;
  return saved.currentTime;
}
