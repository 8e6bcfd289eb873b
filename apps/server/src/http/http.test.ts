import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { RUNTIME_CONFIG_GLOBAL } from '@crewcast/contracts/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

const BIG_SCRIPT = `console.log(${JSON.stringify('crewcast '.repeat(400))});`;
let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Crewcast</title>');
  await fs.writeFile(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  // As the build leaves a larger file: beside it, its brotli and gzip copies.
  await fs.writeFile(path.join(webDir, 'assets', 'big-1234.js'), BIG_SCRIPT);
  await fs.writeFile(path.join(webDir, 'assets', 'big-1234.js.br'), brotliCompressSync(BIG_SCRIPT));
  await fs.writeFile(path.join(webDir, 'assets', 'big-1234.js.gz'), gzipSync(BIG_SCRIPT));
  ctx = await createTestApp({
    WEB_DIR: webDir,
    CONTENT_CACHE_URL: 'https://cdn.crewcast.example',
    RATE_LIMIT_MAX: '40',
    CORS_ORIGINS: 'https://app.crewcast.example',
  });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const page = { accept: 'text/html,application/xhtml+xml' };

describe('web app', () => {
  it('serves index.html for every page route, with a CSP that allows no inline script', async () => {
    for (const url of ['/', '/faq', '/account/device-management?mediaId=3', '/video/12']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: page });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Crewcast</title>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('sends the same security headers on API answers and errors', async () => {
    for (const url of ['/v1/remoteconfig', '/v1/no-such-route']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the copy the build compressed in the encoding the browser takes, and the file itself to others', async () => {
    const url = '/assets/big-1234.js';
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.equals(brotliCompressSync(BIG_SCRIPT))).toBe(true);
    const gzip = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(BIG_SCRIPT))).toBe(true);
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const copy = await ctx.app.inject({ method: 'GET', url: `${url}.br` });
    expect(copy.statusCode).toBe(404);
  });

  it('answers unknown API paths and files with a JSON 404, not the page', async () => {
    for (const url of ['/v1/nothing', '/channels/v14/unknown-thing/more', '/assets/missing.js']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: page });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('hands the web app one base URL per host kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.headers['content-type']).toContain('javascript');
    const [settings = '', parser] = res.body.trim().split('\n');
    const runtime = JSON.parse(settings.replace(`window.${RUNTIME_CONFIG_GLOBAL} = `, '').replace(/;$/, ''));
    expect(parser).toBe('globalThis.__zod_globalConfig = { jitless: true };');
    expect(runtime.hosts).toMatchObject({
      contentCache: 'https://cdn.crewcast.example',
      content: '',
      user: '',
    });
    expect(Object.keys(runtime.hosts)).toHaveLength(8);
    expect(runtime.environment).toMatchObject({ projectsEnabled: true, websocket: false });
    expect(res.headers['content-security-policy']).toContain('https://cdn.crewcast.example');
  });

  it('serves the OpenAPI description at /docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/v1/remoteconfig', '/v1/localisation/{languageId}', '/v1/faq']),
    );
  });
});

describe('content security policy', () => {
  it("lets Turnstile's script run only when Turnstile is configured", async () => {
    const withTurnstile = await createTestApp({ TURNSTILE_SECRET: 'secret', TURNSTILE_SITE_KEY: 'site' });
    try {
      const res = await withTurnstile.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['content-security-policy']).toContain(
        "script-src 'self' https://challenges.cloudflare.com",
      );
    } finally {
      await withTurnstile.close();
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });
});

describe('compression', () => {
  it('compresses text answers for clients that accept it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/v1/localisation/4',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ method: 'GET', url: '/v1/localisation/4' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses an answer made per request in one piece, as the client accepts, and says it varies', async () => {
    const url = '/docs/json';
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Origin, Accept-Encoding');
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the strings brotli-compressed once to a browser, plain to a client without Accept-Encoding, and 304 to either holding them', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const plain = await ctx.app.inject({ method: 'GET', url: '/v1/localisation/4' });
    const br = await ctx.app.inject({ method: 'GET', url: '/v1/localisation/4', headers: browser });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Origin, Accept-Encoding');
    expect(plain.headers.vary).toBe('Origin, Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    for (const headers of [
      { 'if-none-match': String(plain.headers.etag) },
      { ...browser, 'if-none-match': String(br.headers.etag) },
    ]) {
      const again = await ctx.app.inject({ method: 'GET', url: '/v1/localisation/4', headers });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['content-encoding']).toBeUndefined();
    }
  });
});

describe('CORS', () => {
  it('answers browsers only from allowed origins', async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/v1/remoteconfig',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const allowed = await preflight('https://app.crewcast.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.crewcast.example');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('health', () => {
  it('reports the process and the database', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });
});

describe('rate limits', () => {
  it('answers 429 with a message once the limit is passed', async () => {
    let last;
    for (let i = 0; i < 45; i += 1)
      last = await ctx.app.inject({ method: 'GET', url: '/v1/billing/options' });
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: expect.stringContaining('Too many requests'),
    });
    // Content-cache reads are public, fronted by a CDN and served from memory: they are not counted.
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/faq' })).statusCode).toBe(200);
  });
});
