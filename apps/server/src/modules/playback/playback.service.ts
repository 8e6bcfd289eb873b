import type { MediaWithProgress } from '@crewcast/contracts/content';
import type { Progress, WatchHistoryEntry } from '@crewcast/contracts/playback';
import { sql } from 'drizzle-orm';
import { unauthorized } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { ContentService } from '../content/content.service';
import type { AccessClaims } from '../../http/access-tokens';
import type { EventBus } from '../../events';
import type { PlaybackRepository, SessionOpen } from './playback.repository';

const HISTORY_LIMIT = 200;
/** Past this share of a video it counts as finished and leaves "continue watching". */
const FINISHED_SHARE = 0.95;
/** Less than this many seconds in is not worth offering to continue. */
const STARTED_SECONDS = 5;
/** Progress rows read per video shown, so videos no longer listed can be passed over. */
const CANDIDATES_PER_ITEM = 3;

type ProgressRow = NonNullable<Awaited<ReturnType<PlaybackRepository['findProgress']>>>;

function toProgress(mediaId: number, row: ProgressRow | undefined): Progress {
  return {
    mediaId,
    currentTime: row?.currentTime ?? 0,
    totalTime: row?.totalTime ?? 0,
    durationWatched: row?.durationWatched ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** How a progress save learns whether the member's session is open: in its statement, and asked when it saved nothing. */
export interface SessionCheck {
  open: SessionOpen;
  isActive: (claims: AccessClaims) => Promise<boolean>;
}

/** Where members are in what they watch, and what that says about what they like. */
export function createPlaybackService(
  repository: PlaybackRepository,
  content: ContentService,
  session: SessionCheck,
  events: EventBus,
) {
  const saveRow = repository.progressSaver({
    listedMediaId: content.listedMediaId,
    sessionOpen: session.open,
  });
  const readStarted = repository.startedReader(session.open);
  const inProgressMedia = content.mediaPicked(
    'continue_watching',
    repository.inProgressPicked(session.open, {
      startedSeconds: STARTED_SECONDS,
      finishedShare: FINISHED_SHARE,
    }),
    { currentTime: sql<number>`picked.progress_time`, totalTime: sql<number>`picked.progress_total` },
  );

  return {
    /** Behind a token check alone: the statement reads whether the session is open beside the save. */
    async saveProgress(
      claims: AccessClaims,
      mediaId: number,
      report: { currentTime: number; totalTime: number; durationWatched: number },
    ): Promise<Progress> {
      const currentTime =
        report.totalTime > 0 ? Math.min(report.currentTime, report.totalTime) : report.currentTime;
      const values = { ...report, currentTime };
      const row = await saveRow(claims, mediaId, values);
      if (!row && !(await session.isActive(claims))) throw unauthorized();
      if (!row) throw new AppError('NOT_FOUND', 'That video does not exist.');
      events.emit('playback.progress', {
        userId: claims.userId,
        deviceIdentifier: claims.deviceIdentifier,
        mediaId,
        ...values,
      });
      return toProgress(mediaId, row);
    },

    async getProgress(userId: string, mediaId: number): Promise<Progress> {
      return toProgress(mediaId, await repository.findProgress(userId, mediaId));
    },

    /** Everything the member has started, most recent first. */
    async watchHistory(userId: string): Promise<WatchHistoryEntry[]> {
      const rows = await repository.listHistory(userId, HISTORY_LIMIT);
      const media = new Map(
        (await content.listMediaByIds(rows.map((row) => row.mediaId))).map((m) => [m.id, m]),
      );
      return rows.flatMap((row) => {
        const item = media.get(row.mediaId);
        return item ? [{ ...toProgress(row.mediaId, row), media: item }] : [];
      });
    },

    /** Takes a video out of the member's history, with where they were in it; one not in it changes nothing. */
    removeFromHistory: (userId: string, mediaId: number) => repository.removeProgress(userId, mediaId),

    /**
     * What the member started and has not finished, most recent first, at most `count`, with how far they got: one
     * statement, which also reads whether the session is still open (nothing when it is not).
     */
    async continueWatching(member: AccessClaims, count: number): Promise<MediaWithProgress[]> {
      const { userId, familyId } = member;
      const rows = await inProgressMedia({
        userId,
        familyId,
        wanted: count * CANDIDATES_PER_ITEM,
        limit: count,
      });
      return rows.map(({ media, added: progress }) => ({ ...media, progress }));
    },

    /** Media the member has started, most recent first; none once the session is closed. */
    startedMedia: (member: AccessClaims): Promise<number[]> =>
      readStarted({ userId: member.userId, familyId: member.familyId }, HISTORY_LIMIT),

    coWatched: (mediaId: number, limit: number) => repository.coWatched(mediaId, limit),
    mostWatched: (limit: number, since?: Date) => repository.mostWatched(limit, since),
  };
}

export type PlaybackService = ReturnType<typeof createPlaybackService>;
