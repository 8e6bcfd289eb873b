import type { ConsoleLivestream, LiveMedia } from '@crewcast/contracts/live';
import type { LivestreamStatus } from '@crewcast/contracts/realtime';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from '../../events';
import { registerMember, requestAs, type TestMember } from '../../test/members';
import { ask, connectMember, listen, nextPush, staffMember } from '../../test/realtime';
import { useTestApp } from '../../test/test-app';
import { chatMessages } from '../chat/chat.schema';
import { createLiveBroadcasts } from './live-broadcasts';
import { createLiveRepository } from './live.repository';
import { livestreamRecordings, livestreams } from './live.schema';

let baseUrl: string;
let staff: TestMember;

const ctx = useTestApp({ RTMP_PORT: '0' });
beforeAll(async () => {
  baseUrl = await listen(ctx);
  staff = await staffMember(ctx);
});

/** A node's broadcasts with nothing to broadcast, for its sweep of what stopped nodes left; and what it told. */
function sweeper() {
  const changed: string[] = [];
  const events = createEventBus(pino({ level: 'silent' }));
  events.on('livestream.changed', ({ livestreamId }) => void changed.push(livestreamId));
  const broadcasts = createLiveBroadcasts({
    repository: createLiveRepository(ctx.database.db),
    binaries: () => Promise.reject(new Error('not needed')),
    events,
    liveDir: '/nowhere',
    stallMs: 10_000,
    ladder: false,
    onDroppedGop: () => undefined,
    onEnded: () => Promise.resolve(),
    log: pino({ level: 'silent' }),
  });
  return { changed, broadcasts };
}

function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return requestAs(ctx.app, staff.tokens.token, method, url, payload);
}

async function create(values: object = {}): Promise<ConsoleLivestream> {
  const res = await admin('POST', '/v1/admin/livestreams', {
    title: 'Console stream',
    scheduledStart: '2030-05-01T18:00:00.000Z',
    requiresSubscription: false,
    ...values,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const auditOf = async (livestreamId: string) =>
  (await admin('GET', `/v1/admin/audit?targetType=livestream&targetId=${livestreamId}`)).json().entries as {
    action: string;
    before: unknown;
    after: unknown;
  }[];

describe('livestreams in the console', () => {
  it('refuses a form without a title, or an external URL that is not an HLS playlist, with the reason', async () => {
    const untitled = await admin('POST', '/v1/admin/livestreams', {
      title: ' ',
      scheduledStart: null,
      requiresSubscription: false,
    });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fields.title).toEqual(['Give the livestream a title.']);
    const notHls = await admin('POST', '/v1/admin/livestreams', {
      title: 'Elsewhere',
      scheduledStart: null,
      requiresSubscription: false,
      externalUrl: 'https://cdn.test/video.mp4',
    });
    expect(notHls.statusCode).toBe(400);
    expect(notHls.json().fields.externalUrl).toEqual(['Enter the URL of an HLS playlist (.m3u8).']);
  });

  it('creates a stream with its own key, shows no RTMP address when the ingest is off, and audits without the key', async () => {
    const stream = await create();
    const other = await create();
    expect(stream).toMatchObject({
      state: 'scheduled',
      rtmpUrl: '',
      viewers: 0,
      ingestHealth: null,
      recordings: [],
    });
    expect(stream.streamKey).not.toBe(other.streamKey);
    const rotated: ConsoleLivestream = (
      await admin('POST', `/v1/admin/livestreams/${stream.livestreamId}/key`)
    ).json();
    expect(rotated.streamKey).toMatch(/^[\w-]{43}$/);
    expect(rotated.streamKey).not.toBe(stream.streamKey);
    const entries = await auditOf(stream.livestreamId);
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['livestream.create', 'livestream.key-rotate']),
    );
    expect(JSON.stringify(entries)).not.toContain(stream.streamKey);
    expect(JSON.stringify(entries)).not.toContain(rotated.streamKey);
  });

  it('puts a stream with an external HLS URL live and ends it, pushing each change to members', async () => {
    const member = await registerMember(ctx.app);
    const socket = await connectMember(baseUrl, member);
    const stream = await create({
      title: 'Hosted elsewhere',
      externalUrl: 'https://cdn.test/live/index.m3u8',
    });
    const noExternal = await create();
    expect(
      (await admin('POST', `/v1/admin/livestreams/${noExternal.livestreamId}/start`)).json(),
    ).toMatchObject({
      message: 'This stream goes live by itself when the encoder sends video to the RTMP address.',
    });

    const live = nextPush<{ type: string; status: LivestreamStatus }>(
      socket,
      'livestream',
      (push) => push.type === 'status' && push.status.isLive,
    );
    const started = await admin('POST', `/v1/admin/livestreams/${stream.livestreamId}/start`);
    expect(started.json()).toMatchObject({ state: 'live' });
    expect((await live).status.streams).toEqual([
      {
        livestreamId: stream.livestreamId,
        title: 'Hosted elsewhere',
        url: 'https://cdn.test/live/index.m3u8',
        requiresSubscription: false,
      },
    ]);
    const listed: LiveMedia = (await ctx.app.inject({ method: 'GET', url: '/v2/live/media' })).json();
    expect(listed.media[0]).toMatchObject({ livestreamId: stream.livestreamId, state: 'live' });
    expect((await admin('POST', `/v1/admin/livestreams/${stream.livestreamId}/start`)).statusCode).toBe(409);

    const offline = nextPush<{ type: string; status: LivestreamStatus }>(
      socket,
      'livestream',
      (push) => push.type === 'status' && !push.status.isLive,
    );
    expect((await admin('POST', `/v1/admin/livestreams/${stream.livestreamId}/end`)).json()).toMatchObject({
      state: 'ended',
    });
    await offline;
    const status = await ask<{ status: LivestreamStatus }>(socket, 'livestream', { type: 'status' });
    expect(status.ok && status.status.isLive).toBe(false);
    expect((await admin('POST', `/v1/admin/livestreams/${stream.livestreamId}/end`)).statusCode).toBe(409);
    const ended = (await auditOf(stream.livestreamId)).find((entry) => entry.action === 'livestream.end');
    expect(ended).toMatchObject({ before: { state: 'live' }, after: { state: 'ended' } });
    socket.close();
  });

  it("lets pages fetch from an external stream's origin while a livestream names it, and no longer once removed", async () => {
    const connectSrc = async () => {
      const csp = (await ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' })).headers[
        'content-security-policy'
      ];
      return String(csp)
        .split(';')
        .find((directive) => directive.startsWith('connect-src'));
    };
    const origin = 'https://streams.partner.test:8443';
    expect(await connectSrc()).not.toContain(origin);
    const stream = await create({ externalUrl: `${origin}/live/index.m3u8?token=a` });
    expect(await connectSrc()).toContain(` ${origin}`);
    const other = await create({ externalUrl: 'http://127.0.0.1:8079/hls/index.m3u8' });
    expect(await connectSrc()).toMatch(/ http:\/\/127\.0\.0\.1:8079( |$)/);
    const edit = {
      title: 'Console stream',
      scheduledStart: null,
      requiresSubscription: false,
      externalUrl: '',
    };
    expect((await admin('PUT', `/v1/admin/livestreams/${stream.livestreamId}`, edit)).statusCode).toBe(200);
    expect(await connectSrc()).not.toContain(origin);
    expect(await connectSrc()).toContain('http://127.0.0.1:8079');
    await admin('PUT', `/v1/admin/livestreams/${other.livestreamId}`, edit);
    expect(await connectSrc()).not.toContain('127.0.0.1:8079');
  });

  it('ends an ingest stream left live by a server that stopped, failing its unfinished recording', async () => {
    const { db } = ctx.database;
    const hourAgo = new Date(Date.now() - 3_600_000);
    const [orphan] = await db
      .insert(livestreams)
      .values({ title: 'Orphan', state: 'live', url: '/live-media/a/b/master.m3u8', startedAt: hourAgo })
      .returning();
    const [fresh] = await db
      .insert(livestreams)
      .values({
        title: 'Still sending',
        state: 'live',
        url: '/live-media/c/d/master.m3u8',
        startedAt: hourAgo,
        ingestHealth: { bitrateKbps: 2500, fps: 30, droppedFrames: 0, measuredAt: new Date().toISOString() },
      })
      .returning();
    await db.insert(livestreamRecordings).values({ livestreamId: orphan!.id, startedAt: hourAgo });
    const { changed, broadcasts } = sweeper();
    await broadcasts.endOrphaned();
    expect(changed).toEqual([orphan!.id]);
    const [ended] = await db.select().from(livestreams).where(eq(livestreams.id, orphan!.id));
    expect(ended).toMatchObject({ state: 'ended', url: '' });
    const [still] = await db.select().from(livestreams).where(eq(livestreams.id, fresh!.id));
    expect(still!.state).toBe('live');
    const [recording] = await db
      .select()
      .from(livestreamRecordings)
      .where(eq(livestreamRecordings.livestreamId, orphan!.id));
    expect(recording).toMatchObject({
      status: 'failed',
      error: 'The server stopped while the stream was live.',
    });
    await db
      .update(livestreams)
      .set({ state: 'ended', ingestHealth: null })
      .where(eq(livestreams.id, fresh!.id));
  });

  it('shows an encoder another node measured lately, and forgets one whose node stopped before it went live', async () => {
    const { db } = ctx.database;
    const measured = (at: Date) => ({
      bitrateKbps: 3200,
      fps: 30,
      droppedFrames: 0,
      measuredAt: at.toISOString(),
    });
    const connecting = await create({ title: 'Connecting elsewhere' });
    const lost = await create({ title: 'Lost with its node' });
    await db
      .update(livestreams)
      .set({ ingestHealth: measured(new Date()) })
      .where(eq(livestreams.id, connecting.livestreamId));
    await db
      .update(livestreams)
      .set({ ingestHealth: measured(new Date(Date.now() - 3_600_000)) })
      .where(eq(livestreams.id, lost.livestreamId));
    await db.insert(livestreamRecordings).values({ livestreamId: lost.livestreamId });

    // The console and viewers read what any node measured; what is old is from a node that is gone.
    const read = async (id: string): Promise<ConsoleLivestream> =>
      (await admin('GET', `/v1/admin/livestreams/${id}`)).json();
    expect((await read(connecting.livestreamId)).ingestHealth).toMatchObject({
      bitrateKbps: 3200,
      fps: 30,
      packagingError: null,
    });
    expect((await read(lost.livestreamId)).ingestHealth).toBeNull();
    const socket = await connectMember(baseUrl, staff);
    const status = await ask<{ status: LivestreamStatus }>(socket, 'livestream', { type: 'status' });
    socket.close();
    expect(status.ok && status.status.starting.map((stream) => stream.title)).toEqual([
      'Connecting elsewhere',
    ]);

    const { changed, broadcasts } = sweeper();
    await broadcasts.endOrphaned();
    expect(changed).toEqual([lost.livestreamId]);
    const [forgotten] = await db.select().from(livestreams).where(eq(livestreams.id, lost.livestreamId));
    expect(forgotten).toMatchObject({ state: 'scheduled', ingestHealth: null });
    expect((await read(lost.livestreamId)).recordings[0]).toMatchObject({
      status: 'failed',
      error: 'The server stopped before the stream went live.',
    });
    await db
      .update(livestreams)
      .set({ ingestHealth: null })
      .where(eq(livestreams.id, connecting.livestreamId));
  });

  it("replays a broadcast's chat: what was said while it was live, without deleted messages", async () => {
    const { db } = ctx.database;
    const member = await registerMember(ctx.app);
    const stream = await create({ title: 'Replayed' });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const [recording] = await db
      .insert(livestreamRecordings)
      .values({ livestreamId: stream.livestreamId, startedAt: minutesAgo(10), endedAt: minutesAgo(1) })
      .returning();
    const say = (message: string, createdAt: Date, deletedAt: Date | null = null) => ({
      livestreamId: stream.livestreamId,
      userId: member.tokens.userId,
      message,
      createdAt,
      deletedAt,
    });
    await db
      .insert(chatMessages)
      .values([
        say('before it started', minutesAgo(20)),
        say('hello everyone', minutesAgo(9)),
        say('removed by a moderator', minutesAgo(8), minutesAgo(7)),
        say('great show', minutesAgo(2)),
        say('after it ended', new Date()),
      ]);
    const replay = await requestAs(
      ctx.app,
      member.tokens.token,
      'GET',
      `/v2/live/recordings/${recording!.id}/chat`,
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json().messages.map((message: { message: string }) => message.message)).toEqual([
      'hello everyone',
      'great show',
    ]);
    expect(replay.json().hasMore).toBe(false);
    const missing = await requestAs(
      ctx.app,
      member.tokens.token,
      'GET',
      '/v2/live/recordings/00000000-0000-4000-8000-000000000000/chat',
    );
    expect(missing.json()).toMatchObject({ message: 'That recording does not exist.' });
  });
});
