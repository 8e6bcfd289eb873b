import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREACHABLE_STRIPE_ENV } from '../test/billing';
import { redisServerInstalled, startRedisServer, type RedisServer } from '../test/redis-server';
import { createTestApp, type TestContext, useTestApp } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

/** Statuses of `count` requests made one after another, each built by `requestOf` (a GET of the plans unless it says). */
async function statusesOf(
  ctx: TestContext,
  count: number,
  requestOf: (index: number) => InjectOptions,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await ctx.app.inject({ method: 'GET', url: '/v1/billing/options', ...requestOf(i) });
    statuses.push(answer.statusCode);
  }
  return statuses;
}

// One balancer in front, named by a hop count or by its address (inject comes from 127.0.0.1).
describe.each(['1', '127.0.0.0/8'])('the client address behind one proxy (TRUST_PROXY=%s)', (trustProxy) => {
  const ctx = useTestApp({ RATE_LIMIT_MAX: '10', TRUST_PROXY: trustProxy });

  it('is the address the proxy saw, whatever the client writes in X-Forwarded-For', async () => {
    // The proxy appends the address it saw to whatever the client sent.
    const statuses = await statusesOf(ctx, 12, (i) => ({
      headers: { 'x-forwarded-for': `10.9.8.${i}, 203.0.113.9` },
    }));
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client behind the same proxy has a count of its own.
    expect(
      await statusesOf(ctx, 1, () => ({ headers: { 'x-forwarded-for': '10.9.8.1, 203.0.113.99' } })),
    ).toEqual([200]);
  });
});

describe("Stripe's webhook", () => {
  const ctx = useTestApp({ ...UNREACHABLE_STRIPE_ENV, RATE_LIMIT_MAX: '3', TRUST_PROXY: '1' });

  it('is outside the per-address limit: Stripe sends bursts from few addresses on renewal days', async () => {
    const statuses = await statusesOf(ctx, 6, (i) => ({
      method: 'POST',
      url: '/v1/stripe/webhook',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '3.18.12.63' },
      payload: JSON.stringify({ id: `evt_${i}`, type: 'invoice.paid' }),
    }));
    // Unsigned, so each is refused on its merits: never for the address's count.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
  });
});

describe.runIf(redisServerInstalled)('rate limits once Redis has stopped', () => {
  let ctx: TestContext;
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
    ctx = await createTestApp({
      REDIS_URL: redis.url,
      RATE_LIMIT_MAX: '10',
      ACCOUNT_RATE_LIMIT_MAX: '3',
      TRUST_PROXY: '1',
    });
    await redis.stop();
  });
  afterAll(() => ctx.close());

  it('still limits each address on this node', async () => {
    const statuses = await statusesOf(ctx, 12, () => ({ headers: { 'x-forwarded-for': '203.0.113.10' } }));
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits sign-in attempts', async () => {
    const statuses = await statusesOf(ctx, 5, () => ({
      method: 'POST',
      url: '/v2/account/login',
      headers: { 'x-forwarded-for': '203.0.113.11' },
      payload: { email: 'nobody@example.com', password: 'not the password' },
    }));
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});

describe.runIf(redisUrl)('rate limits across nodes (Redis)', () => {
  const nodes: TestContext[] = [];
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl as string, RATE_LIMIT_MAX: '10', TRUST_PROXY: '1' };
    nodes.push(await createTestApp(env), await createTestApp(env));
  });
  afterAll(() => Promise.all(nodes.map((node) => node.close())));

  it('counts a client on every node together', async () => {
    // A client address of its own, so runs sharing one Redis do not count each other.
    const headers = { 'x-forwarded-for': `198.51.${randomInt(256)}.${randomInt(1, 255)}` };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const node = nodes[i % 2] as TestContext;
      statuses.push(
        (await node.app.inject({ method: 'GET', url: '/v1/billing/options', headers })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
