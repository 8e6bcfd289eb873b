import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../test/test-app';
import { createViewingBuffer, type ViewingIncrement } from './viewing-buffer';

function bufferOnFakeClock(start: string) {
  const clock = createFakeClock(new Date(start));
  const written: ViewingIncrement[][] = [];
  const errors: object[] = [];
  const buffer = createViewingBuffer({
    clock,
    write: async (rows) => void written.push(rows),
    log: { error: (obj) => void errors.push(obj) },
  });
  return { clock, buffer, written, errors };
}

const save = { userId: 'member-1', deviceIdentifier: 'phone', mediaId: 7, totalTime: 200 };

describe('the viewing buffer', () => {
  it("folds a member's saves of one episode on one day into one row", async () => {
    const { buffer, written } = bufferOnFakeClock('2026-03-10T20:00:00Z');
    buffer.record({ ...save, currentTime: 10, durationWatched: 10 });
    buffer.record({ ...save, currentTime: 20, durationWatched: 10, deviceIdentifier: 'tv' });
    await buffer.flush();
    expect(written).toEqual([
      [
        {
          day: '2026-03-10',
          userId: 'member-1',
          mediaId: 7,
          deviceIdentifier: 'tv',
          watchedSeconds: 20,
          durationSeconds: 200,
          segments: 0b11,
        },
      ],
    ]);
    await buffer.flush();
    expect(written).toHaveLength(1);
  });

  it('answers how many flushes had viewing to write', async () => {
    const { buffer } = bufferOnFakeClock('2026-03-10T20:00:00Z');
    expect(await buffer.flush()).toBe(0);
    buffer.record({ ...save, currentTime: 10, durationWatched: 10 });
    expect(await buffer.flush()).toBe(1);
    expect(await buffer.flush()).toBe(1);
  });

  it('starts a new row at midnight UTC, so a view is counted once per day', async () => {
    const { clock, buffer, written } = bufferOnFakeClock('2026-03-10T23:59:50Z');
    buffer.record({ ...save, currentTime: 10, durationWatched: 10 });
    clock.set(new Date('2026-03-11T00:00:05Z'));
    buffer.record({ ...save, currentTime: 20, durationWatched: 10 });
    await buffer.flush();
    expect(written[0]?.map((row) => [row.day, row.watchedSeconds])).toEqual([
      ['2026-03-10', 10],
      ['2026-03-11', 10],
    ]);
  });

  it('ignores saves that played nothing, and logs a failed write without throwing', async () => {
    const clock = createFakeClock();
    const errors: object[] = [];
    const buffer = createViewingBuffer({
      clock,
      write: () => Promise.reject(new Error('database away')),
      log: { error: (obj) => void errors.push(obj) },
    });
    buffer.record({ ...save, currentTime: 10, durationWatched: 0 });
    await buffer.flush();
    expect(errors).toHaveLength(0);
    buffer.record({ ...save, currentTime: 10, durationWatched: 10 });
    await buffer.flush();
    expect(errors).toEqual([expect.objectContaining({ rows: 1 })]);
  });
});
