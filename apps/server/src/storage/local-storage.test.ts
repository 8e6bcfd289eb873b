import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { contentTypeFor, readText, type MediaStorage } from './media-storage';

let dir: string;
let storage: MediaStorage;
const root = () => path.join(dir, 'root');

async function folderWith(name: string, files: Record<string, string>): Promise<string> {
  const folder = path.join(dir, name);
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await fs.writeFile(path.join(folder, file), content);
  }
  return folder;
}

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-storage-'));
  storage = createLocalStorage({ root: root() });
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('local storage', () => {
  it('publishes a folder by moving it into place', async () => {
    const folder = await folderWith('out', { 'master.m3u8': '#EXTM3U\n', 'video/360p/seg_00000.m4s': 'abc' });
    await storage.putDirectory(folder, 'media/a1');
    await expect(fs.stat(folder)).rejects.toThrow();
    expect(await readText(storage, 'media/a1/master.m3u8')).toBe('#EXTM3U\n');
    expect(await readText(storage, 'media/a1/video/360p/seg_00000.m4s')).toBe('abc');
  });

  it('replaces a published folder whole, leaving no stale files or staging folders', async () => {
    await storage.putDirectory(
      await folderWith('first', { 'old.m4s': 'old', 'master.m3u8': 'v1' }),
      'media/a1',
    );
    await storage.putDirectory(await folderWith('second', { 'master.m3u8': 'v2' }), 'media/a1');
    expect(await readText(storage, 'media/a1/master.m3u8')).toBe('v2');
    expect(await storage.stat('media/a1/old.m4s')).toBeUndefined();
    expect(await fs.readdir(path.join(root(), 'media'))).toEqual(['a1']);
  });

  it('stats files only', async () => {
    await storage.putFile('media/a1/poster.jpg', Buffer.from('12345'));
    const stat = await storage.stat('media/a1/poster.jpg');
    expect(stat).toMatchObject({ size: 5, etag: expect.stringMatching(/^"[0-9a-f]+-[0-9a-f]+"$/) });
    expect(stat?.lastModified).toBeInstanceOf(Date);
    expect(await storage.stat('media/a1/missing.jpg')).toBeUndefined();
    expect(await storage.stat('media/a1')).toBeUndefined();
    expect(await storage.stat('media/a1/poster.jpg/inside')).toBeUndefined();
  });

  it('reads whole files and inclusive byte ranges', async () => {
    await storage.putFile('media/a1/seg.m4s', '0123456789');
    expect(await text(await storage.read('media/a1/seg.m4s'))).toBe('0123456789');
    expect(await text(await storage.read('media/a1/seg.m4s', { start: 2, end: 5 }))).toBe('2345');
  });

  it('answers NOT_FOUND for a missing file or a folder', async () => {
    await storage.putFile('media/a1/seg.m4s', 'x');
    await expect(storage.read('media/a1/nope.m4s')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.read('media/a1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('removes a folder key with everything under it', async () => {
    await storage.putFile('media/a1/x/y.m4s', 'x');
    await storage.putFile('media/a10/z.m4s', 'z');
    await storage.remove('media/a1');
    expect(await storage.stat('media/a1/x/y.m4s')).toBeUndefined();
    expect(await storage.stat('media/a10/z.m4s')).toBeDefined();
    await storage.remove('media/a1');
  });

  it('refuses keys that could leave the root', async () => {
    for (const key of ['', '/etc/passwd', '../x', 'media/../../x', 'media//x', 'media/./x', 'a\\b']) {
      await expect(storage.stat(key)).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('names content types', () => {
    expect(contentTypeFor('media/a1/master.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(contentTypeFor('media/a1/manifest.mpd')).toBe('application/dash+xml');
    expect(contentTypeFor('media/a1/video/360p/seg_00000.m4s')).toBe('video/iso.segment');
    expect(contentTypeFor('media/a1/sprite.vtt')).toBe('text/vtt; charset=utf-8');
    expect(contentTypeFor('media/a1/README')).toBe('application/octet-stream');
  });
});
