import type { AdminLivestream, ChatSettings, LivestreamStatus } from '@crewcast/contracts/realtime';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuditService } from '../audit/audit.service';
import { createLiveRepository, type LivestreamRow } from './live.repository';

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

/** Livestreams: what is live, what comes next, and each stream's chat settings. */
export function createLiveService(db: Database, audit: AuditService) {
  const repository = createLiveRepository(db);

  return {
    async findOrFail(id: string): Promise<LivestreamRow> {
      const row = await repository.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'That livestream does not exist.');
      return row;
    },

    /** SPEC section 3, livestream status: the live streams and the next scheduled one. */
    async status(): Promise<LivestreamStatus> {
      const rows = await repository.list();
      const live = rows.filter((row) => row.state === 'live');
      const next = rows.find((row) => row.state === 'scheduled');
      return {
        isLive: live.length > 0,
        streams: live.map((row) => ({
          livestreamId: row.id,
          title: row.title,
          url: row.url,
          requiresSubscription: row.requiresSubscription,
        })),
        nextStream: next
          ? {
              livestreamId: next.id,
              title: next.title,
              scheduledStart: next.scheduledStart?.toISOString() ?? null,
              requiresSubscription: next.requiresSubscription,
            }
          : null,
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
