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
});
