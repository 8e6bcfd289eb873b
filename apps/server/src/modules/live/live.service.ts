import type { ConsoleRecording, LiveMediaItem, LiveRecording } from '@crewcast/contracts/live';
import type { AdminLivestream, ChatSettings, LivestreamStatus } from '@crewcast/contracts/realtime';
import { AccountType } from '@crewcast/contracts/account';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuditService } from '../audit/audit.service';
import { sharedExpiry } from '../media/media.module';
import type { MediaUrlSigner } from '../media/signed-urls';
import { connectedEncoder, LIVE_MEDIA_MOUNT } from './live-broadcasts';
import { createLiveRepository, type LivestreamRow, type RecordingRow } from './live.repository';

/** Who asks: a member's id and account type, or nobody signed in. */
export type Viewer = { userId: string; accountType: number } | undefined;

/** How far back GET /v2/live/media lists ended streams. */
const RECENT_DAYS = 7;

function toAdminLivestream(row: LivestreamRow): AdminLivestream {
  return {
    livestreamId: row.id,
    title: row.title,
    state: row.state,
    scheduledStart: row.scheduledStart?.toISOString() ?? null,
    requiresSubscription: row.requiresSubscription,
    chat: { slowModeSeconds: row.slowModeSeconds, blockedWords: row.blockedWords },
  };
}

export function toRecording(row: RecordingRow, status = row.status): LiveRecording {
  return {
    recordingId: row.id,
    status,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    mediaId: row.mediaId,
    chatReplay: {
      livestreamId: row.livestreamId,
      from: row.startedAt.toISOString(),
      to: row.endedAt?.toISOString() ?? null,
    },
  };
}

export interface LiveServiceOptions {
  db: Database;
  audit: AuditService;
  /** Signs /live-media/… paths, as VOD URLs are signed. */
  signer: MediaUrlSigner;
  urlTtlSeconds: number;
  hasSubscription: (userId: string) => Promise<boolean>;
  /** Whether a recording's video is ready or failed (and why), once it went to the media pipeline. */
  assetStatus: (
    assetId: string,
  ) => Promise<{ status: 'ready' | 'failed' | 'processing'; error: string | null }>;
}

/** Livestreams: what is live, what comes next, the URLs to play them, and each stream's chat settings. */
export function createLiveService(options: LiveServiceOptions) {
  const { db, audit, signer, urlTtlSeconds, hasSubscription } = options;
  const repository = createLiveRepository(db);

  /** The URL a viewer plays: ingest playlists signed for their folder, external ones as they are. */
  function playableUrl(row: LivestreamRow, allowed: boolean): string {
    if (row.state !== 'live' || !allowed) return '';
    if (!row.url.startsWith(`${LIVE_MEDIA_MOUNT}/`)) return row.url;
    const folder = row.url.slice(0, row.url.lastIndexOf('/') + 1);
    return signer.signedPath(signer.sign(folder, sharedExpiry(new Date(), urlTtlSeconds)), row.url);
  }

  /** SPEC section 6: subscriber-only streams play for subscribers (and Official and Creator accounts). */
  function accessFor(viewer: Viewer) {
    let subscribed: Promise<boolean> | undefined;
    return async (row: LivestreamRow) => {
      if (!row.requiresSubscription) return true;
      if (!viewer) return false;
      if (viewer.accountType >= AccountType.Official) return true;
      return (subscribed ??= hasSubscription(viewer.userId));
    };
  }

  /** What became of a recording, and why when it failed: its own failure, or its transcode's. */
  async function outcomeOf(
    row: RecordingRow,
  ): Promise<{ status: RecordingRow['status']; error: string | null }> {
    if (row.status !== 'processing' || !row.assetId) return { status: row.status, error: row.error };
    return options.assetStatus(row.assetId);
  }

  async function recordingOf(row: RecordingRow): Promise<LiveRecording> {
    return toRecording(row, (await outcomeOf(row)).status);
  }

  return {
    repository,

    async findOrFail(id: string): Promise<LivestreamRow> {
      const row = await repository.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'That livestream does not exist.');
      return row;
    },

    /**
     * SPEC section 3, livestream status: the live streams (with the URL this viewer may play) and the next; and
     * the streams starting, whose encoder is connected and packaged but not playable yet.
     */
    async status(viewer?: Viewer): Promise<LivestreamStatus> {
      const rows = await repository.list();
      const live = rows.filter((row) => row.state === 'live');
      const next = rows.find((row) => row.state === 'scheduled');
      const mayPlay = accessFor(viewer);
      return {
        isLive: live.length > 0,
        streams: await Promise.all(
          live.map(async (row) => ({
            livestreamId: row.id,
            title: row.title,
            url: playableUrl(row, await mayPlay(row)),
            requiresSubscription: row.requiresSubscription,
          })),
        ),
        nextStream: next
          ? {
              livestreamId: next.id,
              title: next.title,
              scheduledStart: next.scheduledStart?.toISOString() ?? null,
              requiresSubscription: next.requiresSubscription,
            }
          : null,
        starting: rows
          .filter((row) => row.state !== 'live' && connectedEncoder(row)?.packagingError === null)
          .map((row) => ({
            livestreamId: row.id,
            title: row.title,
            requiresSubscription: row.requiresSubscription,
          })),
      };
    },

    /**
     * Whether a stream's chat takes messages: while it is live, and before it as the next stream, which /live shows
     * with its chat (the pre-show). A stream that has ended, or one scheduled after the next, is closed.
     */
    async chatOpen(row: LivestreamRow): Promise<boolean> {
      if (row.state !== 'scheduled') return row.state === 'live';
      return (await repository.list()).find((other) => other.state === 'scheduled')?.id === row.id;
    },

    /** Whether any live stream is for subscribers only (then each member's status differs). */
    async anyLiveForSubscribers(): Promise<boolean> {
      return (await repository.list()).some((row) => row.state === 'live' && row.requiresSubscription);
    },

    /** GET /v2/live/media: live streams, scheduled ones and those ended in the last week, with recordings. */
    async media(viewer: Viewer, now = new Date()): Promise<LiveMediaItem[]> {
      const rows = await repository.listRecent(new Date(now.getTime() - RECENT_DAYS * 86_400_000));
      const recordings = await repository.recordingsOf(rows.map((row) => row.id));
      const mayPlay = accessFor(viewer);
      return Promise.all(
        rows.map(async (row) => ({
          livestreamId: row.id,
          title: row.title,
          state: row.state,
          requiresSubscription: row.requiresSubscription,
          url: playableUrl(row, await mayPlay(row)),
          scheduledStart: row.scheduledStart?.toISOString() ?? null,
          startedAt: row.startedAt?.toISOString() ?? null,
          endedAt: row.endedAt?.toISOString() ?? null,
          recordings: await Promise.all(
            recordings.filter((recording) => recording.livestreamId === row.id).map(recordingOf),
          ),
        })),
      );
    },

    recordingOf,

    /** A recording as the console shows it, with why it failed. */
    async consoleRecordingOf(row: RecordingRow): Promise<ConsoleRecording> {
      const { status, error } = await outcomeOf(row);
      return { ...toRecording(row, status), error: status === 'failed' ? error : null };
    },

    async findRecordingOrFail(id: string): Promise<RecordingRow> {
      const row = await repository.findRecording(id);
      if (!row) throw new AppError('NOT_FOUND', 'That recording does not exist.');
      return row;
    },

    /**
     * A livestream the viewer may watch: the rule that gives out its playback URL also decides who joins its
     * room, reads its chat history and replays its recordings' chat.
     */
    async findWatchableOrFail(viewer: Viewer, id: string): Promise<LivestreamRow> {
      const row = await this.findOrFail(id);
      if (!(await accessFor(viewer)(row)))
        throw new AppError(
          'SUBSCRIPTION_REQUIRED',
          'This livestream and its chat are for subscribers. Subscribe to join in.',
        );
      return row;
    },

    /** Where a recording's chat replay is read from, for a viewer who may watch its livestream. */
    async chatReplaySpan(viewer: Viewer, recordingId: string) {
      const recording = await this.findRecordingOrFail(recordingId);
      await this.findWatchableOrFail(viewer, recording.livestreamId);
      return {
        livestreamId: recording.livestreamId,
        span: { from: recording.startedAt, to: recording.endedAt },
      };
    },

    async list(): Promise<AdminLivestream[]> {
      return (await repository.list()).map(toAdminLivestream);
    },

    async setChatSettings(actorId: string, id: string, settings: ChatSettings): Promise<AdminLivestream> {
      const words = [...new Set(settings.blockedWords.map((word) => word.toLowerCase()))];
      return db.transaction(async (tx) => {
        const before = await repository.findById(id, tx);
        if (!before) throw new AppError('NOT_FOUND', 'That livestream does not exist.');
        const row = await repository.update(
          id,
          { slowModeSeconds: settings.slowModeSeconds, blockedWords: words },
          tx,
        );
        const after = toAdminLivestream(row ?? before);
        await audit.record(tx, {
          actorId,
          action: 'livestream.chat-settings',
          target: { type: 'livestream', id },
          before: toAdminLivestream(before).chat,
          after: after.chat,
        });
        return after;
      });
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
