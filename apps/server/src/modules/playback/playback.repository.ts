import { and, count, desc, eq, gt, inArray, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentRepository } from '../content/content.repository';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { commitWithoutWaiting } from '../../db/commit-without-waiting';
import type { ColumnRead } from '../../db/json-row';
import { playbackProgress, playbackSessions } from './playback.schema';

const live = (timeoutSeconds: number) =>
  and(
    isNull(playbackSessions.endedAt),
    gt(playbackSessions.lastHeartbeatAt, sql`now() - make_interval(secs => ${timeoutSeconds})`),
  );

/**
 * A member's progress rows, most recent first: by the hour of the last save, which a member's index holds in order,
 * then by its time within the hour, so only the newest hours' rows are read and sorted.
 */
const mostRecentFirst = [desc(playbackProgress.watchedHour), desc(playbackProgress.updatedAt)];

/** A listed video's id as a one-row subquery (empty when the video is not listed). */
type ListedMediaId = ContentRepository['listedMediaId'];
/** Whether the member's session is still open, as a condition of another statement. */
export type SessionOpen = (familyId: Placeholder) => SQL<boolean>;

/** What a progress save reads from other modules, inside its one statement. */
export interface ProgressSaveParts {
  listedMediaId: ListedMediaId;
  sessionOpen: SessionOpen;
}

export function createPlaybackRepository(db: Executor) {
  const prepareProgressSave = ({ listedMediaId, sessionOpen }: ProgressSaveParts) => {
    const listedMedia = listedMediaId(sql.placeholder('mediaId'));
    return db
      .insert(playbackProgress)
      .select(
        db
          .select({
            userId: sql<string>`${sql.placeholder('userId')}::uuid`.as('user_id'),
            mediaId: sql<number>`${listedMedia.mediaId}`.as('media_id'),
            currentTime: sql<number>`${sql.placeholder('currentTime')}::real`.as('current_time'),
            totalTime: sql<number>`${sql.placeholder('totalTime')}::real`.as('total_time'),
            durationWatched: sql<number>`${sql.placeholder('durationWatched')}::real`.as('duration_watched'),
            // Every column the insert names, in the table's order (the generated hour is not one of them).
            createdAt: sql<Date>`now()`.as('created_at'),
            updatedAt: sql<Date>`now()`.as('updated_at'),
          })
          .from(listedMedia)
          .where(and(sessionOpen(sql.placeholder('familyId')), commitWithoutWaiting()))
          // As SQL: the builder's own check would ask for the generated column too.
          .getSQL(),
      )
      .onConflictDoUpdate({
        target: [playbackProgress.userId, playbackProgress.mediaId],
        set: {
          currentTime: sql`excluded.current_time`,
          totalTime: sql`excluded.total_time`,
          durationWatched: sql`${playbackProgress.durationWatched} + excluded.duration_watched`,
          updatedAt: sql`now()`,
        },
      })
      .returning()
      .prepare('progress_save');
  };

  return {
    /** Serialises the stream-limit check of one member across nodes. */
    async lockMember(userId: string, tx: Executor): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`playback:${userId}`}))`);
    },

    async countLiveSessions(userId: string, timeoutSeconds: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(playbackSessions)
        .where(and(eq(playbackSessions.userId, userId), live(timeoutSeconds)));
      return row?.n ?? 0;
    },

    /** How many videos the member plays now, as a column of another statement (user info reads it so). */
    liveSessionsColumn(userId: PgColumn, timeoutSeconds: number): ColumnRead<number> {
      return {
        column: sql`(select count(*) from ${playbackSessions} where ${and(eq(playbackSessions.userId, userId), live(timeoutSeconds))})`,
        read: Number,
      };
    },

    async openSession(userId: string, mediaId: number, tx: Executor = db): Promise<string> {
      const [row] = await tx
        .insert(playbackSessions)
        .values({ userId, mediaId })
        .returning({ id: playbackSessions.id });
      return (row as { id: string }).id;
    },

    /** Keeps a live session alive; false when it has ended or timed out. */
    async heartbeat(
      sessionId: string,
      userId: string,
      timeoutSeconds: number,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(playbackSessions)
        .set({ lastHeartbeatAt: sql`now()` })
        .where(
          and(eq(playbackSessions.id, sessionId), eq(playbackSessions.userId, userId), live(timeoutSeconds)),
        )
        .returning({ id: playbackSessions.id });
      return rows.length > 0;
    },

    async endSession(sessionId: string, userId: string, tx: Executor = db): Promise<void> {
      await tx
        .update(playbackSessions)
        .set({ endedAt: sql`now()` })
        .where(
          and(
            eq(playbackSessions.id, sessionId),
            eq(playbackSessions.userId, userId),
            isNull(playbackSessions.endedAt),
          ),
        );
    },

    /**
     * The progress save: where the member is in a video, in one statement with the checks that the video is listed
     * (`listedMediaId` gives the one-row subquery of its id, empty when it is not) and that the member's session is
     * still open; it answers undefined when either fails. Every watching member sends one every few seconds, so it
     * is one statement, prepared once rather than planned each time, that commits without waiting for the disk.
     */
    progressSaver(parts: ProgressSaveParts) {
      const statement = prepareProgressSave(parts);
      return async (
        session: { userId: string; familyId: string },
        mediaId: number,
        values: { currentTime: number; totalTime: number; durationWatched: number },
      ) => {
        return firstRow(statement.execute({ ...session, mediaId, ...values }));
      };
    },

    findProgress(userId: string, mediaId: number, tx: Executor = db) {
      return firstRow(
        tx
          .select()
          .from(playbackProgress)
          .where(and(eq(playbackProgress.userId, userId), eq(playbackProgress.mediaId, mediaId))),
      );
    },

    async removeProgress(userId: string, mediaId: number, tx: Executor = db): Promise<void> {
      await tx
        .delete(playbackProgress)
        .where(and(eq(playbackProgress.userId, userId), eq(playbackProgress.mediaId, mediaId)));
    },

    async listHistory(userId: string, limit: number, tx: Executor = db) {
      return tx
        .select()
        .from(playbackProgress)
        .where(eq(playbackProgress.userId, userId))
        .orderBy(...mostRecentFirst)
        .limit(limit);
    },

    /**
     * The videos the member started, most recent first, in one statement that also reads whether the session is
     * still open (none when it is not); prepared once, as every member's home asks for it.
     */
    startedReader(sessionOpen: SessionOpen) {
      const statement = db
        .select({ mediaId: playbackProgress.mediaId })
        .from(playbackProgress)
        .where(
          and(
            eq(playbackProgress.userId, sql.placeholder('userId')),
            sessionOpen(sql.placeholder('familyId')),
          ),
        )
        .orderBy(...mostRecentFirst)
        .limit(sql.placeholder('limit'))
        .prepare('progress_started');
      return async (session: { userId: string; familyId: string }, limit: number): Promise<number[]> =>
        (await statement.execute({ ...session, limit })).map((row) => row.mediaId);
    },

    /**
     * The member's videos at least `startedSeconds` in and short of `finishedShare`, most recent first, as the
     * join named `picked` of another module's statement: `media_id`, `position`, `progress_time` and
     * `progress_total`, at most the `wanted` placeholder of them, for the `userId` placeholder, and none when the
     * session of the `familyId` placeholder is closed.
     */
    inProgressPicked(sessionOpen: SessionOpen, rule: { startedSeconds: number; finishedShare: number }): SQL {
      const progress = playbackProgress;
      const mostRecentOrder = sql.join(mostRecentFirst, sql`, `);
      return sql`(select ${progress.mediaId} as media_id, ${progress.currentTime} as progress_time,
          ${progress.totalTime} as progress_total, row_number() over (order by ${mostRecentOrder}) as position
        from ${progress}
        where ${progress.userId} = ${sql.placeholder('userId')}
          and ${progress.currentTime} >= ${rule.startedSeconds}
          and ${progress.currentTime} < ${progress.totalTime} * ${rule.finishedShare}
          and ${sessionOpen(sql.placeholder('familyId'))}
        order by ${mostRecentOrder}
        limit ${sql.placeholder('wanted')}) as picked`;
    },

    /** Media other members watched most after watching `mediaId` (item-to-item co-occurrence). */
    async coWatched(mediaId: number, limit: number, tx: Executor = db): Promise<number[]> {
      const viewers = tx
        .select({ userId: playbackProgress.userId })
        .from(playbackProgress)
        .where(eq(playbackProgress.mediaId, mediaId));
      const rows = await tx
        .select({ mediaId: playbackProgress.mediaId, viewers: sql<number>`count(*)`.as('viewers') })
        .from(playbackProgress)
        .where(and(inArray(playbackProgress.userId, viewers), ne(playbackProgress.mediaId, mediaId)))
        .groupBy(playbackProgress.mediaId)
        .orderBy(desc(sql`count(*)`), desc(sql`sum(${playbackProgress.durationWatched})`))
        .limit(limit);
      return rows.map((row) => row.mediaId);
    },

    /** Media ranked by time watched, over everything or since a moment. */
    async mostWatched(limit: number, since?: Date, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ mediaId: playbackProgress.mediaId })
        .from(playbackProgress)
        .where(since ? gt(playbackProgress.updatedAt, since) : undefined)
        .groupBy(playbackProgress.mediaId)
        .orderBy(desc(sql`sum(${playbackProgress.durationWatched})`), desc(sql`count(*)`))
        .limit(limit);
      return rows.map((row) => row.mediaId);
    },
  };
}

export type PlaybackRepository = ReturnType<typeof createPlaybackRepository>;
