import { randomUUID } from 'node:crypto';
import {
  MediaWithProgressSchema,
  type MediaSummary,
  type MediaWithProgress,
} from '@crewcast/contracts/content';
import type { Recommendation, RecommendationType } from '@crewcast/contracts/recommendations';
import type { AccessClaims } from '../../http/access-tokens';
import { checkedJson } from '../../http/answer-serializer';
import { AppError } from '../../http/errors';
import type { ContentService } from '../content/content.service';
import type { PlaybackService } from '../playback/playback.service';
import type { WatchRankingsService } from './watch-rankings';

// Candidates fetched per source before de-duplication trims them to the count.
const OVERFETCH = 3;

/** Kinds whose media do not depend on who asks. */
const SHARED_TYPES: ReadonlySet<RecommendationType> = new Set(['new', 'popular', 'trending']);

const MediaListSchema = MediaWithProgressSchema.array();

/** A rail's media, and the same as answer JSON, checked against its schema when first asked for and then kept. */
export interface Rail {
  media: MediaWithProgress[];
  json(): string;
}

function railOf(media: MediaWithProgress[]): Rail {
  let json: string | undefined;
  return { media, json: () => (json ??= checkedJson(MediaListSchema, media)) };
}

/**
 * Rails that do not depend on the member, made once per `ttlMs` on this node (as the catalog is), so a burst of
 * members opening their home costs one read and one serialization of each; 0 makes them every time.
 */
function createSharedRails(ttlMs: number) {
  const made = new Map<string, { expires: number; rail: Promise<Rail> }>();
  return (key: string, make: () => Promise<MediaWithProgress[]>): Promise<Rail> => {
    const kept = made.get(key);
    if (kept && kept.expires > Date.now()) return kept.rail;
    const rail = make().then(railOf);
    if (ttlMs > 0) {
      made.set(key, { expires: Date.now() + ttlMs, rail });
      rail.catch(() => made.delete(key));
    }
    return rail;
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
    member: AccessClaims | undefined,
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
      case 'continue-watching':
        return member ? playback.continueWatching(member, count) : [];
      case 'because-you-watched': {
        const seen = member ? await playback.startedMedia(member) : [];
        const last = seen[0];
        return last === undefined
          ? []
          : pick([await playback.coWatched(last, wanted + seen.length)], count, seen);
      }
    }
  }

  /** A member's own kinds read whether the session is still open themselves (empty when it is not). */
  function unfiltered(
    type: RecommendationType,
    count: number,
    member: AccessClaims | undefined,
  ): Promise<Rail> {
    return SHARED_TYPES.has(type)
      ? sharedRails(`${type}:${count}`, () => mediaFor(type, count, undefined))
      : mediaFor(type, count, member).then(railOf);
  }

  return {
    /**
     * One kind's rail, shared by every member for the kinds that do not depend on who asks; a token check alone
     * comes first. Only in `seasonId` when given, oldest first for `order` asc.
     */
    async rail(
      type: RecommendationType,
      options: { count: number; member?: AccessClaims; seasonId?: number; order?: 'asc' | 'desc' },
    ): Promise<Rail> {
      const rail = await unfiltered(type, options.count, options.member);
      if (options.seasonId === undefined && options.order !== 'asc') return rail;
      let media = rail.media;
      if (options.seasonId !== undefined) media = media.filter((m) => m.seasonId === options.seasonId);
      if (options.order === 'asc') media = [...media].reverse();
      return railOf(media);
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
