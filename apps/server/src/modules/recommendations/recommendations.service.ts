import { randomUUID } from 'node:crypto';
import type { MediaSummary, MediaWithProgress } from '@crewcast/contracts/content';
import type { Recommendation, RecommendationType } from '@crewcast/contracts/recommendations';
import { AppError } from '../../http/errors';
import type { ContentService } from '../content/content.service';
import type { PlaybackService } from '../playback/playback.service';
import type { WatchRankingsService } from './watch-rankings';

// Candidates fetched per source before de-duplication trims them to the count.
const OVERFETCH = 3;

/** Kinds whose media do not depend on who asks. */
const SHARED_TYPES: ReadonlySet<RecommendationType> = new Set(['new', 'popular', 'trending']);

/**
 * Rails that do not depend on the member, made once per `ttlMs` on this node (as the catalog is), so a burst of
 * members opening their home costs one read of each; 0 makes them every time.
 */
function createSharedRails(ttlMs: number) {
  const made = new Map<string, { expires: number; media: Promise<MediaWithProgress[]> }>();
  return (key: string, make: () => Promise<MediaWithProgress[]>): Promise<MediaWithProgress[]> => {
    const kept = made.get(key);
    if (kept && kept.expires > Date.now()) return kept.media;
    const media = make();
    if (ttlMs > 0) {
      made.set(key, { expires: Date.now() + ttlMs, media });
      media.catch(() => made.delete(key));
    }
    return media;
  };
}

/** Recommendations from the catalog and what members watch; each answer carries an id for attribution. */
export function createRecommendationsService(
  content: ContentService,
  playback: PlaybackService,
  /** The most-watched media, ranked ahead of requests. */
  rankings: WatchRankingsService,
  /** Milliseconds this node reuses a rail that does not depend on the member. */
  sharedTtlMs: number,
) {
  const sharedRails = createSharedRails(sharedTtlMs);

  /** The first `count` distinct media from the id lists, in order, leaving out `exclude` and unlisted ones. */
  async function pick(sources: number[][], count: number, exclude: number[] = []): Promise<MediaSummary[]> {
    const seen = new Set(exclude);
    const ids: number[] = [];
    for (const id of sources.flat()) {
      if (!seen.has(id)) ids.push(id);
      seen.add(id);
    }
    return content.listMediaByIds(ids, count);
  }

  const latestIds = async (count: number) => (await content.listLatest(0, count)).map((m) => m.id);

  async function mediaFor(
    type: RecommendationType,
    count: number,
    userId: string | undefined,
  ): Promise<MediaWithProgress[]> {
    const wanted = count * OVERFETCH;
    switch (type) {
      case 'new':
        return content.listLatest(0, count);
      case 'popular':
        return pick([(await rankings.get()).allTime.slice(0, wanted), await latestIds(wanted)], count);
      case 'trending': {
        const { trending, allTime } = await rankings.get();
        return pick([trending.slice(0, wanted), allTime.slice(0, wanted)], count);
      }
      case 'continue-watching': {
        if (!userId) return [];
        const started = await playback.continueWatching(userId, wanted);
        const progress = new Map(
          started.map(({ mediaId, currentTime, totalTime }) => [mediaId, { currentTime, totalTime }]),
        );
        const media = await pick([started.map((entry) => entry.mediaId)], count);
        return media.map((item) => ({ ...item, progress: progress.get(item.id) }));
      }
      case 'because-you-watched': {
        if (!userId) return [];
        const seen = await playback.startedMedia(userId);
        const last = seen[0];
        return last === undefined
          ? []
          : pick([await playback.coWatched(last, wanted + seen.length)], count, seen);
      }
    }
  }

  return {
    async recommend(
      type: RecommendationType,
      options: {
        count: number;
        recommendationId?: string;
        userId?: string;
        seasonId?: number;
        order?: 'asc' | 'desc';
      },
    ): Promise<Recommendation> {
      let media = await (SHARED_TYPES.has(type)
        ? sharedRails(`${type}:${options.count}`, () => mediaFor(type, options.count, undefined))
        : mediaFor(type, options.count, options.userId));
      if (options.seasonId !== undefined) media = media.filter((m) => m.seasonId === options.seasonId);
      if (options.order === 'asc') media = [...media].reverse();
      return { recommendationId: options.recommendationId ?? randomUUID(), type, media };
    },

    /** Next episodes of the season, then what viewers of this one watched, then what is popular. */
    async upNext(
      mediaId: number,
      options: { count: number; recommendationId?: string; seasonId?: number },
    ): Promise<Recommendation> {
      const [current] = await content.listMediaByIds([mediaId]);
      if (!current) throw new AppError('NOT_FOUND', 'That video does not exist.');
      const seasonId = options.seasonId ?? current.seasonId;
      const season =
        seasonId === null ? undefined : await content.findSeason(seasonId).catch(() => undefined);
      const episodes = season?.media ?? [];
      const position = episodes.findIndex((episode) => episode.id === mediaId);
      const nextEpisodes = episodes.slice(position + 1).map((episode) => episode.id);
      const wanted = options.count * OVERFETCH;
      const media = await pick(
        [
          nextEpisodes,
          await playback.coWatched(mediaId, wanted),
          (await rankings.get()).allTime.slice(0, wanted),
          await latestIds(wanted),
        ],
        options.count,
        [mediaId],
      );
      return { recommendationId: options.recommendationId ?? randomUUID(), type: 'up-next', media };
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
