import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createContentCache } from './content-cache';

function appWith(ttlMs: number) {
  let loads = 0;
  let version = 1;
  const send = createContentCache({ contentType: 'text/plain', maxAge: 30, ttlMs });
  const app = Fastify();
  app.get('/thing', (request, reply) =>
    send(request, reply, 'thing', async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return `version ${version}`;
    }),
  );
  return { app, loads: () => loads, bump: () => (version += 1) };
}

describe('content cache', () => {
  it('renders once for a burst of reads within its time to live', async () => {
    const { app, loads } = appWith(60_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject('/thing')));
    expect(answers.every((res) => res.body === 'version 1')).toBe(true);
    expect(loads()).toBe(1);
    expect(answers[0]?.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=150');
  });

  it('renders every time with no time to live, and the ETag follows the body', async () => {
    const { app, loads, bump } = appWith(0);
    const first = await app.inject('/thing');
    bump();
    const second = await app.inject({
      url: '/thing',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe('version 2');
    expect(loads()).toBe(2);
  });

  it('answers 304 to a matching weak or listed ETag', async () => {
    const { app } = appWith(0);
    const { etag } = (await app.inject('/thing')).headers;
    const listed = await app.inject({ url: '/thing', headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(listed.statusCode).toBe(304);
  });
});
