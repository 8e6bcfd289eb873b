import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits across nodes (Redis)', () => {
  const nodes: TestContext[] = [];
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl as string, RATE_LIMIT_MAX: '10', TRUST_PROXY: 'true' };
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
