import { AccountType } from '@crewcast/contracts/account';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { connectDatabase, type DatabaseConnection } from './db/client';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { requestAs, type TestMember } from './test/members';
import { staffMember } from './test/realtime';
import { createTestApp, type TestContext } from './test/test-app';

// Both nodes keep a read for a minute: only the relayed change can make the second one read it afresh.
const env = { TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000', CONTENT_CACHE_TTL_MS: '60000' };

let first: TestContext;
let second: { app: Awaited<ReturnType<typeof buildApp>>; database: DatabaseConnection; jobs: JobRunner };
let official: TestMember;

beforeAll(async () => {
  first = await createTestApp(env);
  const logger = pino({ level: 'silent' });
  const database = connectDatabase(first.database.url, 2);
  const jobs = createJobRunner({ connectionString: first.database.url, db: database.db, log: logger });
  const app = await buildApp({ config: first.config, database, jobs, logger });
  await app.ready();
  second = { app, database, jobs };
  official = await staffMember(first, AccountType.Official);
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await first.close();
});

async function remoteConfigOf(app: TestContext['app']) {
  const res = await app.inject({ method: 'GET', url: '/v1/remoteconfig' });
  expect(res.statusCode).toBe(200);
  return res.json() as { browse_enabled: boolean; etag?: string };
}

async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  let value = await read();
  while (!until(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('a site change on one node', () => {
  it('is read afresh by another node on the same database at once, not when its cached read expires', async () => {
    expect((await remoteConfigOf(second.app)).browse_enabled).toBe(true);
    const res = await requestAs(
      first.app,
      official.tokens.token,
      'PUT',
      '/v1/admin/site/settings/browse_enabled',
      { value: false },
    );
    expect(res.statusCode, res.body).toBe(200);
    const seen = await eventually(
      () => remoteConfigOf(second.app),
      (config) => !config.browse_enabled,
    );
    expect(seen.browse_enabled).toBe(false);
    // Every change is handed on, not only the first.
    await requestAs(first.app, official.tokens.token, 'PUT', '/v1/admin/site/settings/browse_enabled', {
      value: true,
    });
    expect(
      (
        await eventually(
          () => remoteConfigOf(second.app),
          (config) => config.browse_enabled,
        )
      ).browse_enabled,
    ).toBe(true);
  });

  it('makes another node read the plans afresh, which it otherwise keeps in memory', async () => {
    const monthlyPrice = async () => {
      const res = await second.app.inject({ method: 'GET', url: '/v1/billing/options' });
      expect(res.statusCode).toBe(200);
      const { plans } = res.json() as { plans: { id: string; priceCents: number }[] };
      return plans.find((plan) => plan.id === 'monthly')?.priceCents;
    };
    const putMonthly = (priceCents: number) =>
      requestAs(first.app, official.tokens.token, 'PUT', '/v1/admin/billing/plans/monthly', {
        priceCents,
        pointsPerPeriod: 2,
        active: true,
      });
    expect(await monthlyPrice()).toBe(399);
    expect((await putMonthly(449)).statusCode).toBe(200);
    expect(await eventually(monthlyPrice, (price) => price === 449)).toBe(449);
    expect((await putMonthly(399)).statusCode).toBe(200);
    expect(await eventually(monthlyPrice, (price) => price === 399)).toBe(399);
  });

  it("makes another node's CSP allow a livestream's new external origin, and drop it once removed", async () => {
    const connectSrc = async () => {
      const res = await second.app.inject({ method: 'GET', url: '/v1/remoteconfig' });
      return String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.startsWith('connect-src'));
    };
    const origin = 'https://relay.partner.test';
    const body = { title: 'Partner stream', scheduledStart: null, requiresSubscription: false };
    expect(await connectSrc()).not.toContain(origin);
    const created = await requestAs(first.app, official.tokens.token, 'POST', '/v1/admin/livestreams', {
      ...body,
      externalUrl: `${origin}/live.m3u8`,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await eventually(connectSrc, (directive) => Boolean(directive?.includes(origin)))).toContain(
      origin,
    );
    await requestAs(
      first.app,
      official.tokens.token,
      'PUT',
      `/v1/admin/livestreams/${(created.json() as { livestreamId: string }).livestreamId}`,
      { ...body, externalUrl: '' },
    );
    expect(await eventually(connectSrc, (directive) => !directive?.includes(origin))).not.toContain(origin);
  });
});
