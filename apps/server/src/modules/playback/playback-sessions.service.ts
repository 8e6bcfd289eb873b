import {
  PLAYBACK_HEARTBEAT_SECONDS,
  PLAYBACK_SESSION_TIMEOUT_SECONDS,
  type PlaybackSession,
} from '@crewcast/contracts/playback';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AccessClaims } from '../../http/access-tokens';
import type { ContentService } from '../content/content.service';
import type { DevicesService } from '../devices/devices.service';
import type { PlaybackRepository } from './playback.repository';
import type { PlaybackService } from './playback.service';

export interface PlaybackAccess {
  /** Whether the member may watch subscriber-only media. */
  canWatchSubscriberMedia(claims: AccessClaims): Promise<boolean>;
  /** How many videos the member may play at once. */
  streamLimit(userId: string): Promise<number>;
}

export type SourcesFor = (assetId: string) => Promise<Pick<PlaybackSession, 'sources' | 'thumbnailsUrl'>>;

/**
 * Playback sessions: opened on play, kept alive by heartbeats, and counted against the member's stream
 * limit; a session without a heartbeat for a minute stops counting, so a closed tab never locks anyone out.
 */
export function createPlaybackSessionsService(options: {
  db: Database;
  repository: PlaybackRepository;
  progress: PlaybackService;
  content: ContentService;
  devices: DevicesService;
  access: PlaybackAccess;
  sourcesFor: SourcesFor;
}) {
  const { db, repository, progress, content, devices, access, sourcesFor } = options;

  return {
    async open(claims: AccessClaims, mediaId: number): Promise<PlaybackSession> {
      const { media, assetId } = await content.findPlayable(mediaId);
      if (!media.isFree && !(await access.canWatchSubscriberMedia(claims))) {
        throw new AppError('SUBSCRIPTION_REQUIRED', 'Subscribe to watch this video.');
      }
      if (!(await devices.isActive(claims.userId, claims.deviceIdentifier))) {
        throw new AppError(
          'DEVICE_INACTIVE',
          'This device is not active. Activate it in your devices to watch here.',
        );
      }
      const limit = await access.streamLimit(claims.userId);
      const sessionId = await db.transaction(async (tx) => {
        await repository.lockMember(claims.userId, tx);
        if (
          (await repository.countLiveSessions(claims.userId, PLAYBACK_SESSION_TIMEOUT_SECONDS, tx)) >= limit
        ) {
          throw new AppError(
            'STREAM_LIMIT',
            `You are already watching on ${limit} ${limit === 1 ? 'screen' : 'screens'}. Stop one to watch here.`,
            { fields: { streamLimit: [String(limit)] } },
          );
        }
        return repository.openSession(claims.userId, mediaId, tx);
      });
      return {
        sessionId,
        heartbeatSeconds: PLAYBACK_HEARTBEAT_SECONDS,
        ...(await sourcesFor(assetId)),
        progress: await progress.getProgress(claims.userId, mediaId),
      };
    },

    async heartbeat(userId: string, sessionId: string): Promise<void> {
      if (!(await repository.heartbeat(sessionId, userId, PLAYBACK_SESSION_TIMEOUT_SECONDS))) {
        throw new AppError('NOT_FOUND', 'This playback session has ended. Press play to start again.');
      }
    },

    end: (userId: string, sessionId: string) => repository.endSession(sessionId, userId),

    /** The videos the member plays now, as a column of another statement (user info reads it so). */
    playingColumn: (userId: PgColumn) =>
      repository.liveSessionsColumn(userId, PLAYBACK_SESSION_TIMEOUT_SECONDS),

    /** How many videos the member may play at once, and how many more while `playing` play. */
    async streamsLeft(
      userId: string,
      playing: number,
    ): Promise<{ streamLimit: number; streamsRemaining: number }> {
      const streamLimit = await access.streamLimit(userId);
      return { streamLimit, streamsRemaining: Math.max(0, streamLimit - playing) };
    },
  };
}

export type PlaybackSessionsService = ReturnType<typeof createPlaybackSessionsService>;
