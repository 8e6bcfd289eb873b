import { describe, expect, it } from 'vitest';
import { mediaCacheControl } from './cache-policy';

describe('mediaCacheControl', () => {
  it('caches manifests briefly and media for good', () => {
    for (const file of [
      'master.m3u8',
      'video/720p/index.m3u8',
      'manifest.mpd',
      'media.json',
      'captions/en.vtt',
    ]) {
      expect(mediaCacheControl(`media/a1/r1/${file}`)).toBe('public, max-age=60');
    }
    for (const file of ['video/720p/seg_00000.m4s', 'video/720p/init.mp4', 'poster.jpg', 'sprite.jpg']) {
      expect(mediaCacheControl(`media/a1/r1/${file}`)).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps an answer to a signed URL no longer than its signature lasts', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const inTenMinutes = new Date(now.getTime() + 600_000);
    expect(mediaCacheControl('media/a1/seg_00000.m4s', inTenMinutes, now)).toBe('public, max-age=600');
    expect(mediaCacheControl('media/a1/master.m3u8', inTenMinutes, now)).toBe('public, max-age=60');
    expect(mediaCacheControl('media/a1/master.m3u8', new Date(now.getTime() + 30_000), now)).toBe(
      'public, max-age=30',
    );
  });
});
