import { randomBytes } from 'node:crypto';
import type { ConsoleLivestream, LivestreamBodySchema } from '@crewcast/contracts/live';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events';
import { AppError } from '../../http/errors';
import { auditedChange } from '../audit/audit.module';
import type { AuditService } from '../audit/audit.service';
import { connectedEncoder, type LiveBroadcasts } from './live-broadcasts';
import type { LivestreamRow } from './live.repository';
import type { LiveService } from './live.service';

/** A new stream key: 32 random bytes, URL- and RTMP-safe. */
export const newStreamKey = () => randomBytes(32).toString('base64url');

type LivestreamBody = z.output<typeof LivestreamBodySchema>;

const NOT_FOUND = () => new AppError('NOT_FOUND', 'That livestream does not exist.');

/** The fields an edit changes, as the audit log keeps them (never the stream key). */
function editable(row: LivestreamRow) {
  return {
    title: row.title,
    state: row.state,
    scheduledStart: row.scheduledStart?.toISOString() ?? null,
    requiresSubscription: row.requiresSubscription,
    externalUrl: row.externalUrl,
    recordingShowId: row.recordingShowId,
    recordingPublish: row.recordingPublish,
  };
}

/** The console's livestreams: create, edit, rotate the key, start an external stream, end, and watch health. */
export function createLiveAdminService(options: {
  db: Database;
  live: LiveService;
  broadcasts: LiveBroadcasts;
  audit: AuditService;
  events: EventBus;
  /** rtmp://host:port/live, or empty when RTMP is off. */
  rtmpUrl: string;
  viewersOf: (livestreamId: string) => Promise<number>;
}) {
  const { db, live, broadcasts, audit, events } = options;
  const { repository } = live;

  async function toConsole(row: LivestreamRow): Promise<ConsoleLivestream> {
    const recordings = await repository.recordingsOf([row.id]);
    return {
      ...editable(row),
      livestreamId: row.id,
      rtmpUrl: options.rtmpUrl,
      streamKey: row.streamKey,
      startedAt: row.startedAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      viewers: row.state === 'live' ? await options.viewersOf(row.id) : 0,
      ingestHealth: connectedEncoder(row),
      recordings: await Promise.all(
        recordings.slice(0, 10).map((recording) => live.consoleRecordingOf(recording)),
      ),
      chat: { slowModeSeconds: row.slowModeSeconds, blockedWords: row.blockedWords },
    };
  }

  function values(body: LivestreamBody) {
    return { ...body, scheduledStart: body.scheduledStart ? new Date(body.scheduledStart) : null };
  }

  /** A new or changed external URL changes the origins the site's CSP lets pages fetch from, on every node. */
  function externalUrlChanged(before: string, after: string): void {
    if (before !== after) events.emit('site.changed', { part: 'livestreams' });
  }

  /** Runs a change in a transaction with its audit entry, then tells every member's status. */
  async function change(
    actorId: string,
    id: string,
    action: string,
    apply: (before: LivestreamRow, tx: Database) => Promise<Partial<LivestreamRow>>,
    audited: (row: LivestreamRow) => unknown = editable,
  ): Promise<ConsoleLivestream> {
    const { before, after } = await db.transaction(async (tx) => {
      const found = await repository.findById(id, tx);
      if (!found) throw NOT_FOUND();
      const changed = (await repository.update(id, await apply(found, tx as Database), tx)) ?? found;
      await audit.record(tx, {
        actorId,
        action,
        target: { type: 'livestream', id },
        before: audited(found),
        after: audited(changed),
      });
      return { before: found, after: changed };
    });
    events.emit('livestream.changed', { livestreamId: id });
    externalUrlChanged(before.externalUrl, after.externalUrl);
    return toConsole(after);
  }

  return {
    async list(): Promise<ConsoleLivestream[]> {
      return Promise.all((await repository.list()).map(toConsole));
    },

    async find(id: string): Promise<ConsoleLivestream> {
      return toConsole(await live.findOrFail(id));
    },

    async create(actorId: string, body: LivestreamBody): Promise<ConsoleLivestream> {
      const row = await audit.created(
        { actorId, action: 'livestream.create', targetType: 'livestream' },
        (tx) => repository.insert({ ...values(body), streamKey: newStreamKey() }, tx),
        editable,
      );
      events.emit('livestream.changed', { livestreamId: row.id });
      externalUrlChanged('', row.externalUrl);
      return toConsole(row);
    },

    update(actorId: string, id: string, body: LivestreamBody): Promise<ConsoleLivestream> {
      return change(actorId, id, 'livestream.update', async (before) => {
        const next = values(body);
        if (before.state === 'live' && before.externalUrl && !next.externalUrl)
          throw new AppError('CONFLICT', 'End the stream before taking its external URL away.');
        // A live external stream follows its new URL at once.
        const url = before.state === 'live' && before.externalUrl ? { url: next.externalUrl } : {};
        return { ...next, ...url };
      });
    },

    /** A new stream key; the old one stops working for the next publish (a running one is not cut off). */
    rotateKey(actorId: string, id: string): Promise<ConsoleLivestream> {
      return change(
        actorId,
        id,
        'livestream.key-rotate',
        async () => ({ streamKey: newStreamKey() }),
        () => ({ streamKey: 'rotated' }),
      );
    },

    /** An external HLS stream goes live by hand; an ingest stream goes live when its encoder sends video. */
    start(actorId: string, id: string): Promise<ConsoleLivestream> {
      return change(actorId, id, 'livestream.start', async (before) => {
        if (!before.externalUrl)
          throw new AppError(
            'CONFLICT',
            'This stream goes live by itself when the encoder sends video to the RTMP address.',
          );
        if (before.state === 'live') throw new AppError('CONFLICT', 'This stream is live already.');
        return { state: 'live', url: before.externalUrl, startedAt: new Date(), endedAt: null };
      });
    },

    /** Ends a live stream: an encoder sending to this server is dropped and its recording is made. */
    async end(actorId: string, id: string): Promise<ConsoleLivestream> {
      const before = await live.findOrFail(id);
      if (before.state !== 'live') throw new AppError('CONFLICT', 'This stream is not live.');
      // The broadcast ends itself (state, push, recording); a stream live elsewhere is set ended here.
      if (broadcasts.isBroadcasting(id)) await broadcasts.end(id);
      const after = await db.transaction(async (tx) => {
        const current = (await repository.findById(id, tx)) ?? before;
        const ended =
          current.state === 'live'
            ? ((await repository.update(
                id,
                { state: 'ended', url: '', endedAt: new Date(), ingestHealth: null },
                tx,
              )) ?? current)
            : current;
        await audit.record(tx, {
          actorId,
          action: 'livestream.end',
          target: { type: 'livestream', id },
          ...auditedChange(editable, before, ended),
        });
        return ended;
      });
      events.emit('livestream.changed', { livestreamId: id });
      return toConsole(after);
    },
  };
}

export type LiveAdminService = ReturnType<typeof createLiveAdminService>;
