import { WATCH_LATER_LIMIT, type WatchLaterEntry, type WatchLaterIds } from '@crewcast/contracts/watch-later';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Metrics } from '../../metrics/metrics';
import type { ContentService } from '../content/content.service';
import type { WatchLaterRepository } from './watch-later.repository';

/** The episodes members save to watch later: listed episodes only, at most WATCH_LATER_LIMIT each. */
export function createWatchLaterService(options: {
  db: Database;
  repository: WatchLaterRepository;
  content: ContentService;
  metrics: Metrics;
}) {
  const { db, repository, content, metrics } = options;

  async function ids(userId: string): Promise<WatchLaterIds> {
    return { watchLater: (await repository.list(userId)).map((row) => row.mediaId) };
  }

  return {
    /** Saves a listed episode; saving one already saved changes nothing. */
    async save(userId: string, mediaId: number): Promise<WatchLaterIds> {
      await content.findMedia(mediaId);
      // Saved first and counted after: a duplicate at the limit changes nothing, and a save past it rolls back.
      const saved = await db.transaction(async (tx) => {
        await repository.lockMember(userId, tx);
        if (!(await repository.insert(userId, mediaId, tx))) return false;
        if ((await repository.count(userId, tx)) > WATCH_LATER_LIMIT) {
          throw new AppError(
            'WATCH_LATER_FULL',
            `You can keep up to ${WATCH_LATER_LIMIT} episodes to watch later. Remove one to save another.`,
            { fields: { watchLaterLimit: [String(WATCH_LATER_LIMIT)] } },
          );
        }
        return true;
      });
      if (saved) metrics.count('watch_later_saves');
      return ids(userId);
    },

    /** Removes an episode from the list; removing one not on it changes nothing. */
    async remove(userId: string, mediaId: number): Promise<WatchLaterIds> {
      await repository.remove(userId, mediaId);
      return ids(userId);
    },

    /** The saved episodes that are still listed, most recently saved first. */
    async list(userId: string): Promise<WatchLaterEntry[]> {
      const rows = await repository.list(userId);
      const media = new Map(
        (await content.listMediaByIds(rows.map((row) => row.mediaId))).map((item) => [item.id, item]),
      );
      return rows.flatMap((row) => {
        const item = media.get(row.mediaId);
        return item ? [{ mediaId: row.mediaId, savedAt: row.createdAt.toISOString(), media: item }] : [];
      });
    },

    idsColumn: repository.idsColumn,
  };
}

export type WatchLaterService = ReturnType<typeof createWatchLaterService>;
