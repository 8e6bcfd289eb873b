import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerInstalled, startRedisServer, type RedisServer } from '../test/redis-server';
import { createMemberRateLimit, type MemberRateLimit } from './member-rate-limit';
import { createRedisFallback } from './redis-fallback';

const silent = { info: () => undefined, warn: () => undefined };

const takes = (limit: MemberRateLimit, userId: string, times: number) =>
  Promise.all(Array.from({ length: times }, () => limit.take(userId)));

describe('member rate limit (one node)', () => {
  it('allows each member the rate in every second, counted apart from other members', async () => {
    let now = 10_000;
    const limit = createMemberRateLimit({
      perSecond: 5,
      redis: createRedisFallback(undefined, silent),
      now: () => now,
    });
    expect((await takes(limit, 'a', 7)).filter(Boolean)).toHaveLength(5);
    expect((await takes(limit, 'b', 3)).filter(Boolean)).toHaveLength(3);
    now += 1000;
    expect((await takes(limit, 'a', 6)).filter(Boolean)).toHaveLength(5);
  });
});

describe.runIf(redisServerInstalled)('member rate limit (Redis)', () => {
  let server: RedisServer;
  const clients: Redis[] = [];
  const logged: string[] = [];
  const log = { info: (msg: string) => logged.push(msg), warn: (_: object, msg: string) => logged.push(msg) };
  let now = 20_000;

  /** One node's limit, on its own connection to the shared Redis. */
  async function node(): Promise<MemberRateLimit> {
    const client = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    client.on('error', () => undefined);
    clients.push(client);
    await client.connect();
    return createMemberRateLimit({ perSecond: 5, redis: createRedisFallback(client, log), now: () => now });
  }

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await server.stop();
  });

  it('holds a member to one count on every node', async () => {
    const [first, second] = [await node(), await node()];
    const answers = [...(await takes(first, 'shared', 4)), ...(await takes(second, 'shared', 4))];
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect(await second.take('someone else')).toBe(true);
    expect(logged).toEqual([]);
  });

  it('counts on this node while Redis is down, saying so once, and in Redis again once it is back', async () => {
    const limit = await node();
    const client = clients.at(-1) as Redis;
    now += 1000;
    expect(await limit.take('member')).toBe(true);
    await server.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    now += 1000;
    expect((await takes(limit, 'member', 7)).filter(Boolean)).toHaveLength(5);
    expect(logged).toEqual(['realtime limits: Redis unreachable, counting on this node only']);

    server = await startRedisServer(Number(new URL(server.url).port));
    for (let i = 0; i < 100 && client.status !== 'ready'; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    now += 1000;
    expect((await takes(limit, 'member', 7)).filter(Boolean)).toHaveLength(5);
    expect(await client.get(`crewcast:realtime-rate:member:${Math.floor(now / 1000)}`)).toBe('7');
    expect(logged).toEqual([
      'realtime limits: Redis unreachable, counting on this node only',
      'realtime limits: Redis answers again, counting there',
    ]);
  });
});
