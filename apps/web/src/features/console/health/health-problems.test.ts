import type { AdminHealth } from '@crewcast/contracts/health';
import { describe, expect, it } from 'vitest';
import { healthProblems } from './health-problems';

/** A report where all is well, with the analytics figures a test sets. */
function report(analytics: Partial<AdminHealth['analytics']>): AdminHealth {
  return {
    checkedAt: '2026-11-27T12:00:00.000Z',
    ffmpeg: { found: true, ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', version: 'ffmpeg version 5.1' },
    database: { version: 'PostgreSQL 15', sizeBytes: 1, connections: 1, maxConnections: 100 },
    redis: { configured: false },
    storage: { kind: 'local', location: '/data', freeBytes: 50, totalBytes: 100 },
    mail: { transport: 'outbox', lastDeliveredAt: null, failedLastDay: 0 },
    jobs: [],
    live: { port: null, encoders: 0, packagers: 0, recordingsRecovered: 0, lastError: null },
    realtime: { sockets: 0, rooms: 0 },
    analytics: { rollupDaysBehind: 0, liveSampleAgeSeconds: 0, liveSampleSeconds: 10, ...analytics },
    nodes: [],
  };
}

describe('health problems', () => {
  it('names none while the rollup is at most a day behind and live viewers were sampled lately', () => {
    expect(healthProblems(report({ rollupDaysBehind: 1, liveSampleAgeSeconds: 30 }))).toEqual([]);
  });

  it('names the analytics when the rollup falls behind or three samples in a row are missed', () => {
    expect(healthProblems(report({ rollupDaysBehind: 2 }))).toEqual(['console.health.problem.analytics']);
    expect(healthProblems(report({ liveSampleAgeSeconds: 31 }))).toEqual([
      'console.health.problem.analytics',
    ]);
  });
});
