import { describe, expect, it } from 'vitest';
import { PROGRESS_REPORT_INTERVAL_MS, ProgressTracker, resumePosition } from './progress-tracker';

describe('progress reporting', () => {
  it('reports every few seconds of playing, with the seconds watched since the last report', () => {
    const tracker = new ProgressTracker(0);
    expect(PROGRESS_REPORT_INTERVAL_MS).toBe(5000);
    const reports = [];
    for (let ms = 250; ms <= 12_000; ms += 250) {
      const report = tracker.update(ms / 1000, 60, ms);
      if (report) reports.push({ at: ms, ...report });
    }
    expect(reports.map(({ at }) => at)).toEqual([5000, 10_000]);
    expect(reports[0]).toMatchObject({ currentTime: 5, totalTime: 60, durationWatched: 4.8 });
    expect(reports[1]).toMatchObject({ currentTime: 10, durationWatched: 5 });
  });

  it('reports at once on pause or leave, and does not count seeks as watching', () => {
    const tracker = new ProgressTracker(0);
    tracker.update(1, 60, 1000);
    tracker.update(2, 60, 2000);
    tracker.jumpedTo(40);
    tracker.update(41, 60, 3000);
    expect(tracker.report(41, 60, 3100)).toEqual({ currentTime: 41, totalTime: 60, durationWatched: 2 });
    expect(tracker.report(41, 60, 3200)).toEqual({ currentTime: 41, totalTime: 60, durationWatched: 0 });
  });

  it('resumes from the saved position unless the video was finished', () => {
    expect(resumePosition(null)).toBe(0);
    expect(resumePosition({ currentTime: 0, totalTime: 12 })).toBe(0);
    expect(resumePosition({ currentTime: 6.5, totalTime: 12 })).toBe(6.5);
    expect(resumePosition({ currentTime: 11.8, totalTime: 12 })).toBe(0);
  });
});
