import { HANDSHAKE_ERRORS } from '@crewcast/contracts/realtime';
import pino from 'pino';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalog } from '../test/catalog';
import { registerMember } from '../test/members';
import { ask, connected, connectMember, listen, openSocket } from '../test/realtime';
import { redisServerInstalled, startRedisServer, type RedisServer } from '../test/redis-server';
import { createTestApp, type TestContext } from '../test/test-app';
import { livestreams } from '../modules/live/live.schema';

describe.runIf(redisServerInstalled)('realtime limits once Redis has stopped', () => {
  const logged: { level: number; msg: string }[] = [];
  const sockets: Socket[] = [];
  let ctx: TestContext;
  let redis: RedisServer;
  let baseUrl: string;
  let mediaId: number;
  let livestreamId: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    ctx = await createTestApp(
      {
        REDIS_URL: redis.url,
        TRUST_PROXY: '1',
        REALTIME_EVENTS_PER_SECOND: '5',
        REALTIME_SOCKETS_PER_MEMBER: '3',
      },
      { logger },
    );
    mediaId = (await seedTestCatalog(ctx.database.db)).ep1;
    const [stream] = await ctx.database.db
      .insert(livestreams)
      .values({ title: 'Test stream', state: 'live' })
      .returning({ id: livestreams.id });
    livestreamId = stream!.id;
    baseUrl = await listen(ctx);
    await redis.stop();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await ctx.close();
  });

  async function join(member: { tokens: { token: string } }): Promise<Socket> {
    const socket = await connectMember(baseUrl, member);
    sockets.push(socket);
    return socket;
  }

  it('answers a member’s chat and comment requests', async () => {
    const socket = await join(await registerMember(ctx.app));
    expect(
      await ask(socket, 'livestream', { type: 'message', livestreamId, message: 'Still here' }),
    ).toMatchObject({ ok: true, message: { message: 'Still here' } });
    expect(await ask(socket, 'comment', { type: 'message', mediaId, message: 'Me too' })).toMatchObject({
      ok: true,
      comment: { message: 'Me too' },
    });
    expect(await ask(socket, 'comment', { type: 'get', mediaId })).toMatchObject({ ok: true });
  });

  it('still holds a member to the request limit over all their connections on this node', async () => {
    const member = await registerMember(ctx.app);
    const phone = await join(member);
    const laptop = await join(member);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ask(i % 2 ? phone : laptop, 'comment', { type: 'get', mediaId })),
    );
    // 5 a second here: a burst that runs into the next second may get 5 more.
    expect(answers.filter((answer) => answer.ok).length).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => !answer.ok)[0]).toMatchObject({ error: 'RATE_LIMITED' });
  });

  it('accepts a member’s connections up to the cap, counted on this node', async () => {
    const member = await registerMember(ctx.app);
    for (let i = 0; i < 3; i += 1) await join(member);
    const refused = await connected(openSocket(baseUrl, member.tokens.token)).then(
      (socket) => {
        socket.close();
        throw new Error('the fourth connection was accepted');
      },
      (error: Error & { data?: { code?: string } }) => error,
    );
    expect(refused).toMatchObject({
      message: HANDSHAKE_ERRORS.TOO_MANY_CONNECTIONS,
      data: { code: 'TOO_MANY_CONNECTIONS' },
    });
  });

  it('warns once that the limits count on this node only, and logs no failed request', () => {
    const warnings = logged.filter((line) => line.msg.startsWith('realtime limits: Redis unreachable'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.level).toBe(40);
    expect(logged.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
  });
});
