import { and, asc, desc, eq, gte, inArray, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import { LIVE_MEDIA_MOUNT, liveMasterPath } from './live-broadcasts';
import { livestreamRecordings, livestreams } from './live.schema';

export type LivestreamRow = typeof livestreams.$inferSelect;
export type RecordingRow = typeof livestreamRecordings.$inferSelect;

/** Fails the recordings still being made of these streams, with the reason a person reads in the console. */
async function failUnfinishedRecordings(tx: Executor, livestreamIds: string[], error: string): Promise<void> {
  if (livestreamIds.length === 0) return;
  await tx
    .update(livestreamRecordings)
    .set({ status: 'failed', endedAt: sql`now()`, error })
    .where(
      and(
        inArray(livestreamRecordings.livestreamId, livestreamIds),
        eq(livestreamRecordings.status, 'recording'),
      ),
    );
}

export function createLiveRepository(db: Executor) {
  return {
    findById(id: string, tx: Executor = db): Promise<LivestreamRow | undefined> {
      return firstRow(tx.select().from(livestreams).where(eq(livestreams.id, id)));
    },

    findByStreamKey(streamKey: string, tx: Executor = db): Promise<LivestreamRow | undefined> {
      return firstRow(tx.select().from(livestreams).where(eq(livestreams.streamKey, streamKey)));
    },

    /** The external HLS URLs set on livestreams, each once. */
    async externalUrls(tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ url: livestreams.externalUrl })
        .from(livestreams)
        .where(ne(livestreams.externalUrl, ''));
      return rows.map((row) => row.url);
    },

    /** Live streams first (longest running first), then scheduled ones by start, then ended ones. */
    list(tx: Executor = db): Promise<LivestreamRow[]> {
      return tx
        .select()
        .from(livestreams)
        .orderBy(
          sql`case ${livestreams.state} when 'live' then 0 when 'scheduled' then 1 else 2 end`,
          asc(livestreams.scheduledStart),
          desc(livestreams.createdAt),
        );
    },

    /** Live streams, and those that ended or were scheduled since a time. */
    listRecent(since: Date, tx: Executor = db): Promise<LivestreamRow[]> {
      return tx
        .select()
        .from(livestreams)
        .where(
          or(
            eq(livestreams.state, 'live'),
            gte(livestreams.endedAt, since),
            and(
              eq(livestreams.state, 'scheduled'),
              or(isNull(livestreams.scheduledStart), gte(livestreams.scheduledStart, since)),
            ),
          ),
        )
        .orderBy(
          sql`case ${livestreams.state} when 'live' then 0 when 'scheduled' then 1 else 2 end`,
          desc(livestreams.endedAt),
          asc(livestreams.scheduledStart),
        );
    },

    insert(values: typeof livestreams.$inferInsert, tx: Executor = db): Promise<LivestreamRow> {
      return onlyRow(tx.insert(livestreams).values(values).returning());
    },

    update(
      id: string,
      values: Partial<typeof livestreams.$inferInsert>,
      tx: Executor = db,
    ): Promise<LivestreamRow | undefined> {
      return firstRow(
        tx
          .update(livestreams)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(livestreams.id, id))
          .returning(),
      );
    },

    /**
     * Ingest streams still live whose node has not measured them since `before` (a node stopped while live):
     * they are ended, with their unfinished recordings failed, in one transaction.
     */
    async endStaleIngestStreams(before: Date, tx: Executor = db): Promise<string[]> {
      const stale = await tx
        .update(livestreams)
        .set({ state: 'ended', url: '', endedAt: sql`now()`, ingestHealth: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(livestreams.state, 'live'),
            like(livestreams.url, `${LIVE_MEDIA_MOUNT}/%`),
            lt(livestreams.startedAt, before),
            or(
              isNull(livestreams.ingestHealth),
              sql`(${livestreams.ingestHealth}->>'measuredAt')::timestamptz < ${before.toISOString()}`,
            ),
          ),
        )
        .returning({ id: livestreams.id });
      const ids = stale.map((row) => row.id);
      await failUnfinishedRecordings(tx, ids, 'The server stopped while the stream was live.');
      return ids;
    },

    /**
     * Streams not live whose encoder's node has not measured it since `before` (it stopped before the stream went
     * live): their encoder is forgotten and their unfinished recordings failed.
     */
    async forgetStaleEncoders(before: Date, tx: Executor = db): Promise<string[]> {
      const stale = await tx
        .update(livestreams)
        .set({ ingestHealth: null, updatedAt: sql`now()` })
        .where(
          and(
            ne(livestreams.state, 'live'),
            sql`(${livestreams.ingestHealth}->>'measuredAt')::timestamptz < ${before.toISOString()}`,
          ),
        )
        .returning({ id: livestreams.id });
      const ids = stale.map((row) => row.id);
      await failUnfinishedRecordings(tx, ids, 'The server stopped before the stream went live.');
      return ids;
    },

    /**
     * Takes a broadcast's folder that a stopped server left (it crashed, or stopped before its recording was
     * joined): a recording not yet handed to the media pipeline (still recording, or failed by a sweep that
     * ended its stream) is marked ended and to be joined, and its stream ended if it still plays this broadcast.
     * Answers whether to join it, and whether its stream was ended here; undefined when no such recording exists.
     */
    async claimLeftoverRecording(
      livestreamId: string,
      recordingId: string,
    ): Promise<{ join: boolean; streamEnded: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const [recording] = await tx
          .select()
          .from(livestreamRecordings)
          .where(
            and(
              eq(livestreamRecordings.id, recordingId),
              eq(livestreamRecordings.livestreamId, livestreamId),
            ),
          )
          .for('update');
        if (!recording) return undefined;
        const unjoined =
          recording.status === 'recording' || (recording.status === 'failed' && recording.assetId === null);
        if (!unjoined) return { join: false, streamEnded: false };
        await tx
          .update(livestreamRecordings)
          .set({
            status: 'recording',
            error: null,
            endedAt: sql`coalesce(${livestreamRecordings.endedAt}, now())`,
          })
          .where(eq(livestreamRecordings.id, recordingId));
        const ended = await tx
          .update(livestreams)
          .set({ state: 'ended', url: '', endedAt: sql`now()`, ingestHealth: null, updatedAt: sql`now()` })
          .where(
            and(
              eq(livestreams.id, livestreamId),
              eq(livestreams.state, 'live'),
              eq(livestreams.url, liveMasterPath(livestreamId, recordingId)),
            ),
          )
          .returning({ id: livestreams.id });
        return { join: true, streamEnded: ended.length > 0 };
      });
    },

    insertRecording(livestreamId: string, tx: Executor = db): Promise<RecordingRow> {
      return onlyRow(tx.insert(livestreamRecordings).values({ livestreamId }).returning());
    },

    async updateRecording(
      id: string,
      values: Partial<typeof livestreamRecordings.$inferInsert>,
      tx: Executor = db,
    ): Promise<void> {
      await tx.update(livestreamRecordings).set(values).where(eq(livestreamRecordings.id, id));
    },

    findRecording(id: string, tx: Executor = db): Promise<RecordingRow | undefined> {
      return firstRow(tx.select().from(livestreamRecordings).where(eq(livestreamRecordings.id, id)));
    },

    /** The broadcasts of some livestreams, newest first. */
    recordingsOf(livestreamIds: string[], tx: Executor = db): Promise<RecordingRow[]> {
      if (livestreamIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(livestreamRecordings)
        .where(inArray(livestreamRecordings.livestreamId, livestreamIds))
        .orderBy(desc(livestreamRecordings.startedAt));
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
