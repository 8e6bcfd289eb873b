import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { createMediaUrlSigner } from '../modules/media/signed-urls';
import { readText, type MediaStorage } from './media-storage';
import { createS3Storage } from './s3-storage';

interface StoredBody {
  body: Buffer;
  contentType?: string;
  /** A canned ACL the upload asked for (public-read would open the object to anyone). */
  acl?: string;
}

/** Just enough of the S3 REST API (path style) to see what the storage sends and in which order. */
function fakeS3(bucket: string) {
  const objects = new Map<string, StoredBody>();
  const requests: string[] = [];
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const body = Buffer.concat(await request.toArray());
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    requests.push(`${request.method} ${key || url.search}`);
    if (bucketName !== bucket || !request.headers.authorization?.startsWith('AWS4-HMAC-SHA256')) {
      response.writeHead(403).end();
      return;
    }
    const object = objects.get(key);
    if (request.method === 'PUT') {
      objects.set(key, {
        body,
        contentType: request.headers['content-type'],
        acl: request.headers['x-amz-acl'] as string | undefined,
      });
      response.writeHead(200, { etag: `"${body.length}"` }).end();
    } else if (request.method === 'POST' && url.searchParams.has('delete')) {
      for (const match of body.toString('utf8').matchAll(/<Key>([^<]+)<\/Key>/g))
        objects.delete(match[1] ?? '');
      response.writeHead(200, { 'content-type': 'application/xml' }).end('<DeleteResult></DeleteResult>');
    } else if (request.method === 'GET' && !key) {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((candidate) => candidate.startsWith(prefix)).sort();
      const contents = keys.map((item) => `<Contents><Key>${item}</Key><Size>1</Size></Contents>`).join('');
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(`<ListBucketResult><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`);
    } else if (!object) {
      const missing = request.method === 'HEAD' ? '' : '<Error><Code>NoSuchKey</Code></Error>';
      response.writeHead(404, { 'content-type': 'application/xml' }).end(missing);
    } else {
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
      const start = range ? Number(range[1]) : 0;
      const end = range ? Number(range[2]) : object.body.length - 1;
      const headers = {
        'content-length': String(end - start + 1),
        'last-modified': new Date('2025-01-01T00:00:00Z').toUTCString(),
        etag: `"${object.body.length}"`,
        ...(range ? { 'content-range': `bytes ${start}-${end}/${object.body.length}` } : {}),
      };
      response.writeHead(range ? 206 : 200, headers);
      response.end(request.method === 'HEAD' ? undefined : object.body.subarray(start, end + 1));
    }
  });
  return { server, objects, requests };
}

const fake = fakeS3('crewcast');
let storage: MediaStorage;
let dir: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  storage = await createS3Storage({
    bucket: 'crewcast',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
    uploadConcurrency: 2,
  });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-s3-'));
});
afterAll(async () => {
  await new Promise((resolve) => fake.server.close(resolve));
  await fs.rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.objects.clear();
  fake.requests.length = 0;
});

async function folderWith(files: Record<string, string>): Promise<string> {
  const folder = await fs.mkdtemp(path.join(dir, 'out-'));
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await fs.writeFile(path.join(folder, file), content);
  }
  return folder;
}

describe('S3 storage', () => {
  it('uploads a folder privately with content types, media before manifests, the master last', async () => {
    const folder = await folderWith({
      'master.m3u8': '#EXTM3U',
      'manifest.mpd': '<MPD/>',
      'video/360p/index.m3u8': '#EXTM3U',
      'video/360p/seg_00000.m4s': 'segment',
      'poster.jpg': 'jpeg',
    });
    await storage.putDirectory(folder, 'media/a1');
    const puts = fake.requests
      .filter((request) => request.startsWith('PUT'))
      .map((request) => request.slice(4));
    expect(puts.slice(0, 2).sort()).toEqual(['media/a1/poster.jpg', 'media/a1/video/360p/seg_00000.m4s']);
    expect(puts[2]).toBe('media/a1/video/360p/index.m3u8');
    expect(puts.slice(3).sort()).toEqual(['media/a1/manifest.mpd', 'media/a1/master.m3u8']);
    expect(fake.objects.get('media/a1/video/360p/seg_00000.m4s')?.contentType).toBe('video/iso.segment');
    expect([...fake.objects.values()].map((object) => object.acl)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(fake.objects.get('media/a1/master.m3u8')?.contentType).toBe('application/vnd.apple.mpegurl');
    await expect(fs.stat(folder)).rejects.toThrow();
  });

  it('drops files a new upload of the same key no longer has', async () => {
    await storage.putDirectory(await folderWith({ 'a.m4s': '1', 'master.m3u8': 'v1' }), 'media/a1');
    await storage.putFile('media/a10/keep.m4s', 'keep');
    await storage.putDirectory(await folderWith({ 'master.m3u8': 'v2' }), 'media/a1');
    expect([...fake.objects.keys()].sort()).toEqual(['media/a1/master.m3u8', 'media/a10/keep.m4s']);
  });

  it('stats, reads ranges and reports missing files', async () => {
    await storage.putFile('media/a1/seg.m4s', Buffer.from('0123456789'));
    expect(await storage.stat('media/a1/seg.m4s')).toEqual({
      size: 10,
      lastModified: new Date('2025-01-01T00:00:00Z'),
      etag: '"10"',
    });
    expect(await storage.stat('media/a1/missing.m4s')).toBeUndefined();
    expect(await readText(storage, 'media/a1/seg.m4s')).toBe('0123456789');
    expect(await text(await storage.read('media/a1/seg.m4s', { start: 3, end: 6 }))).toBe('3456');
    await expect(storage.read('media/a1/missing.m4s')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('removes a folder key without touching keys that merely share its prefix', async () => {
    await storage.putFile('media/a1/x.m4s', 'x');
    await storage.putFile('media/a1/y/z.m4s', 'z');
    await storage.putFile('media/a10/keep.m4s', 'keep');
    await storage.remove('media/a1');
    expect([...fake.objects.keys()]).toEqual(['media/a10/keep.m4s']);
  });

  it('refuses unsafe keys', async () => {
    await expect(storage.putFile('../escape', 'x')).rejects.toThrow(/Unsafe storage key/);
  });
});

describe('media served from a bucket', () => {
  const SECRET = 's3-media-test-secret-0123456789abcdefghij';
  const ASSET = '33333333-3333-4333-8333-333333333333';
  const folder = `/media/${ASSET}/`;
  const signer = createMediaUrlSigner({ secret: SECRET });
  let ctx: TestContext;

  beforeAll(async () => {
    const { port } = fake.server.address() as AddressInfo;
    ctx = await createTestApp({
      MEDIA_URL_SECRET: SECRET,
      S3_BUCKET: 'crewcast',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
  }, 60_000);
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const signedUrl = (file: string, expiresAt: Date) =>
    signer.signedPath(signer.sign(folder, expiresAt), `${folder}${file}`);

  it('serves video only on a signed URL that has not expired', async () => {
    fake.objects.set(`media/${ASSET}/master.m3u8`, { body: Buffer.from('#EXTM3U\n') });
    fake.objects.set(`media/${ASSET}/poster.jpg`, { body: Buffer.from('jpeg') });
    expect((await get(`${folder}master.m3u8`)).statusCode).toBe(403);
    const expired = await get(signedUrl('master.m3u8', new Date(Date.now() - 1000)));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ error: 'FORBIDDEN', message: expect.stringMatching(/expired/) });
    const signed = await get(signedUrl('master.m3u8', new Date(Date.now() + 3_600_000)));
    expect(signed.statusCode).toBe(200);
    expect(signed.body).toBe('#EXTM3U\n');
    // Knowing an asset's id (its public still frames carry it) gives its stills, never its video.
    expect((await get(`/images/media/${ASSET}/poster.jpg`)).statusCode).toBe(200);
    expect((await get(`/images/media/${ASSET}/master.m3u8`)).statusCode).toBe(404);
  });

  it('lets a cache keep an answer no longer than its signature lasts', async () => {
    fake.objects.set(`media/${ASSET}/video/360p/seg_00000.m4s`, { body: Buffer.from('segment') });
    const soon = await get(signedUrl('video/360p/seg_00000.m4s', new Date(Date.now() + 120_000)));
    expect(soon.statusCode).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(String(soon.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(100);
    expect(maxAge).toBeLessThanOrEqual(120);
    expect(soon.headers['cache-control']).not.toContain('immutable');
    const later = await get(signedUrl('video/360p/seg_00000.m4s', new Date(Date.now() + 2 * 31_536_000_000)));
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
