import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
const logLines: string[] = [];
beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  ctx = await createTestApp({}, { logger });
});
afterAll(() => ctx.close());

/** The parsed log lines written for one request, by our request id. */
function linesOf(requestId: string): Record<string, unknown>[] {
  return logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.reqId === requestId);
}

describe('request ids', () => {
  it('are always ours; a caller’s own id is logged beside ours, cut short', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    const id = answer.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(id)).toContainEqual(
      expect.objectContaining({ msg: 'request completed', clientRequestId: 'abc-123' }),
    );

    const long = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'x'.repeat(500) },
    });
    const [line] = linesOf(long.headers['x-request-id'] as string);
    expect(line?.clientRequestId).toBe('x'.repeat(64));
  });
});

describe('request log lines', () => {
  it('leave out query values and signed media tokens', async () => {
    const signed = `/media/1893456000.${'s'.repeat(43)}.c2VjcmV0LXNjb3Bl/asset/master.m3u8`;
    const urls = [
      '/verify-email?token=sekret-verify-token',
      '/v2/account/login?token=sekret-override&x=1',
      signed,
    ];
    const logged: unknown[] = [];
    for (const url of urls) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      const lines = linesOf(answer.headers['x-request-id'] as string);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(JSON.stringify(line)).not.toMatch(/sekret|s{43}|c2VjcmV0/);
        const request = line.req as { url?: string } | undefined;
        if (request?.url) logged.push(request.url);
      }
    }
    expect(logged).toEqual([
      '/verify-email?token=[redacted]',
      '/v2/account/login?token=[redacted]&x=[redacted]',
      '/media/[token]/asset/master.m3u8',
    ]);
  });
});
