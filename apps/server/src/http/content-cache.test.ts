import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressBytes, pickEncoding, type Encoding } from './compression';
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

  it('keeps answers under a kilobyte uncompressed whatever the client accepts', async () => {
    const { app } = appWith(60_000);
    const res = await app.inject({ url: '/thing', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body).toBe('version 1');
  });
});

describe('content cache encodings', () => {
  const text = JSON.stringify(
    Array.from({ length: 200 }, (_, id) => ({ id, key: `string.${id}`, value: 'Watch' })),
  );

  function largeApp(ttlMs: number) {
    let loads = 0;
    const compressions = { br: 0, gzip: 0 };
    const send = createContentCache({
      contentType: 'application/json; charset=utf-8',
      maxAge: 30,
      ttlMs,
      compress: (body: Buffer, encoding: Encoding) => {
        compressions[encoding] += 1;
        return compressBytes(body, encoding, { best: true });
      },
    });
    const app = Fastify();
    app.get('/strings', (request, reply) =>
      send(request, reply, 'strings', async () => {
        loads += 1;
        return text;
      }),
    );
    return { app, loads: () => loads, compressions };
  }

  it('answers brotli to browsers, gzip to gzip-only clients and the plain bytes to the rest, each varying on Accept-Encoding', async () => {
    const { app, loads } = largeApp(60_000);
    const br = await app.inject({ url: '/strings', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await app.inject({ url: '/strings', headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.inject({ url: '/strings' });
    const refused = await app.inject({ url: '/strings', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });

    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(text);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
    expect(refused.headers['content-encoding']).toBeUndefined();
    for (const res of [br, gz, plain, refused]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(loads()).toBe(1);
  });

  it('gives each encoding its own ETag, and answers 304 with no body to any ETag of the same version', async () => {
    const { app } = largeApp(60_000);
    const plain = await app.inject({ url: '/strings' });
    const br = await app.inject({ url: '/strings', headers: { 'accept-encoding': 'br' } });
    expect(plain.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);

    for (const [acceptEncoding, etag] of [
      [undefined, plain.headers.etag],
      ['gzip, deflate, br', br.headers.etag],
      ['gzip, deflate, br', plain.headers.etag],
      [undefined, br.headers.etag],
    ]) {
      const headers: Record<string, string> = { 'if-none-match': String(etag) };
      if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
      const res = await app.inject({ url: '/strings', headers });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
    }
    const stale = await app.inject({
      url: '/strings',
      headers: { 'if-none-match': '"older-br"', 'accept-encoding': 'br' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['content-encoding']).toBe('br');
  });

  it('compresses each version once, not on every read', async () => {
    const { app, compressions } = largeApp(60_000);
    const reads = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        app.inject({ url: '/strings', headers: { 'accept-encoding': i % 2 ? 'gzip' : 'br, gzip' } }),
      ),
    );
    expect(reads.map((res) => res.headers['content-encoding'])).toEqual(['br', 'gzip', 'br', 'gzip', 'br']);
    expect(compressions.br).toBe(1);
    expect(compressions.gzip).toBe(1);
  });

  it('keeps the compressed copies when a re-render finds the same version', async () => {
    const { app, loads, compressions } = largeApp(1);
    await app.inject({ url: '/strings', headers: { 'accept-encoding': 'br' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await app.inject({ url: '/strings', headers: { 'accept-encoding': 'br' } });
    expect(loads()).toBe(2);
    expect(compressions.br).toBe(1);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, honours q=0 and the wildcard, and ignores case and spaces', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding(' GZIP ; q=1 ')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
  });
});
