import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, checkout } from '../test/billing';
import { bearer, registerMember, requestAs } from '../test/members';
import { connectMember, listen } from '../test/realtime';
import { createTestApp, runJob, type TestContext, useTestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-the-test-0123';

describe('/metrics with METRICS_TOKEN set', () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
    baseUrl = await listen(ctx);
  });
  afterAll(() => ctx.close());

  const scrape = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/metrics', headers });

  it('refuses a scrape without the token or with a wrong one', async () => {
    const without = await scrape();
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    expect((await scrape(bearer(`${TOKEN}x`))).statusCode).toBe(401);
    expect((await scrape(bearer('short'))).statusCode).toBe(401);
    expect((await scrape({ authorization: TOKEN })).statusCode).toBe(401);
  });

  it('exposes the named series after a few requests, routes by their pattern', async () => {
    const member = await registerMember(ctx.app);
    expect(
      (await checkout(ctx.app, member.tokens.token, { planId: 'monthly', card: card() })).statusCode,
    ).toBe(200);
    await ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' });
    await ctx.app.inject({ method: 'GET', url: '/v1/projectpage/no-such-project' });
    await runJob(ctx.jobs, 'purge-stale-login-attempts');
    const socket = await connectMember(baseUrl, member);
    try {
      const res = await scrape(bearer(TOKEN));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const text = res.body;
      expect(text).toMatch(
        /^crewcast_http_request_duration_seconds_count\{method="GET",route="\/v1\/remoteconfig",status="200"\} 1$/m,
      );
      // The pattern the route was declared with, never the address asked for.
      expect(text).toMatch(/route="\/v1\/projectpage\/:id"/);
      expect(text).not.toContain('no-such-project');
      expect(text).toMatch(/^crewcast_signups_total 1$/m);
      expect(text).toMatch(/^crewcast_checkouts_total 1$/m);
      expect(text).toMatch(/^crewcast_realtime_sockets 1$/m);
      expect(text).toMatch(/^crewcast_job_queue_jobs\{job="transcode-media",state="waiting"\} 0$/m);
      for (const series of [
        'crewcast_job_failures_total',
        'crewcast_transcode_seconds_per_media_second_bucket',
        'crewcast_realtime_messages_total',
        'crewcast_chat_messages_total 0',
        'crewcast_contributions_total 0',
        'crewcast_renewals_total 0',
        'crewcast_renewals_failed_total 0',
        'crewcast_live_gops_dropped_total 0',
        'crewcast_live_viewers',
        'crewcast_live_ingest_bitrate_kbps',
        'nodejs_eventloop_lag_seconds',
        'process_resident_memory_bytes',
        'nodejs_heap_size_used_bytes',
      ])
        expect(text).toContain(series);
    } finally {
      socket.disconnect();
    }
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp();

  it('does not exist', async () => {
    const res = await requestAs(ctx.app, TOKEN, 'GET', '/metrics');
    expect(res.statusCode).toBe(404);
  });
});
