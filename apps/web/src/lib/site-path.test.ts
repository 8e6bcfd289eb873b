import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path';

const ORIGIN = 'https://watch.crewcast.example';

describe('sitePath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(sitePath('/video/12', ORIGIN)).toBe('/video/12');
    expect(sitePath('/live/3?ref=mail#chat', ORIGIN)).toBe('/live/3?ref=mail#chat');
  });

  it('refuses every way of leading to another site, and anything that is not a path', () => {
    for (const value of [
      'https://evil.example/video/12',
      'javascript:alert(1)',
      '//evil.example/video/12',
      '/\\evil.example',
      '/\\/evil.example',
      '/ /evil.example',
      '\t//evil.example',
      'video/12',
      '',
      null,
      undefined,
    ]) {
      expect(sitePath(value, ORIGIN), String(value)).toBeNull();
    }
  });
});
