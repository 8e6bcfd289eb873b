import type { DomainEvents } from '../../events';
import { playedSegments, viewingDay } from './viewing-rules';

/** One progress save as analytics reads it: the `playback.progress` event. */
export type ProgressSave = DomainEvents['playback.progress'];

/** What a flush adds to a member's day with an episode. */
export interface ViewingIncrement {
  day: string;
  userId: string;
  mediaId: number;
  deviceIdentifier: string;
  watchedSeconds: number;
  durationSeconds: number;
  segments: number;
}

/** Past this many member-days held, the buffer writes at once rather than waiting for its timer. */
const MAX_HELD = 5_000;

/**
 * Progress saves folded in memory into one increment per member, episode and day, and written together every few
 * seconds: the save path only updates a map. What a node holds when it dies unannounced (at most one interval of
 * viewing) is lost to analytics, never to the member's progress.
 */
export function createViewingBuffer(options: {
  clock: () => Date;
  write: (increments: ViewingIncrement[]) => Promise<void>;
  log: { error(obj: object, msg: string): void };
}) {
  const { clock, write, log } = options;
  let held = new Map<string, ViewingIncrement>();
  let writing = Promise.resolve();
  let writes = 0;

  function flush(): Promise<number> {
    if (held.size > 0) {
      const increments = [...held.values()];
      held = new Map();
      writes += 1;
      writing = writing
        .then(() => write(increments))
        .catch((error: unknown) =>
          log.error({ err: error, rows: increments.length }, 'viewing events were not saved'),
        );
    }
    const written = writes;
    return writing.then(() => written);
  }

  return {
    record(save: ProgressSave): void {
      if (save.durationWatched <= 0) return;
      const day = viewingDay(clock());
      const key = `${day}|${save.userId}|${save.mediaId}`;
      const segments = playedSegments(save.currentTime, save.durationWatched, save.totalTime);
      const before = held.get(key);
      held.set(key, {
        day,
        userId: save.userId,
        mediaId: save.mediaId,
        deviceIdentifier: save.deviceIdentifier,
        watchedSeconds: (before?.watchedSeconds ?? 0) + save.durationWatched,
        durationSeconds: Math.max(before?.durationSeconds ?? 0, save.totalTime),
        segments: (before?.segments ?? 0) | segments,
      });
      if (held.size >= MAX_HELD) void flush();
    },
    /**
     * Writes what is held and waits for any write under way; answers how many flushes so far had viewing to write,
     * all of them written by then (a read that starts after a flush sees every save recorded before it).
     */
    flush,
  };
}

export type ViewingBuffer = ReturnType<typeof createViewingBuffer>;
