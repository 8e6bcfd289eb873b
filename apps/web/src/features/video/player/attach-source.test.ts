import { describe, expect, it } from 'vitest';
import { chooseEngine } from './attach-source';

const hls = { format: 'hls' as const, url: '/media/t/a/master.m3u8' };
const dash = { format: 'dash' as const, url: '/media/t/a/manifest.mpd' };
const chrome = { nativeHls: false, mediaSource: true, safari: false };

describe('choosing the playback engine', () => {
  it('uses hls.js for HLS where Media Source Extensions exist', () => {
    expect(chooseEngine([hls, dash], chrome)).toEqual({ engine: 'hls.js', source: hls });
    expect(chooseEngine([hls, dash], { ...chrome, nativeHls: true })).toEqual({
      engine: 'hls.js',
      source: hls,
    });
  });

  it('plays HLS natively on Safari and where there is no MSE', () => {
    expect(chooseEngine([hls, dash], { nativeHls: true, mediaSource: true, safari: true })).toEqual({
      engine: 'native',
      source: hls,
    });
    expect(chooseEngine([hls], { nativeHls: true, mediaSource: false, safari: false })?.engine).toBe(
      'native',
    );
  });

  it('uses dash.js only for DASH-only media, and gives up when nothing fits', () => {
    expect(chooseEngine([dash], chrome)).toEqual({ engine: 'dash.js', source: dash });
    expect(chooseEngine([dash], { ...chrome, mediaSource: false })).toBeNull();
  });
});
