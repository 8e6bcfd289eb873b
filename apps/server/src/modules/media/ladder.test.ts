import { describe, expect, it } from 'vitest';
import { planLadder } from './ladder';

const sizes = (source: { width: number; height: number }) =>
  planLadder(source).map(({ id, width, height }) => `${id} ${width}x${height}`);

describe('planLadder', () => {
  it.each([
    [{ width: 1920, height: 1080 }, ['360p 640x360', '480p 854x480', '720p 1280x720', '1080p 1920x1080']],
    [{ width: 3840, height: 2160 }, ['360p 640x360', '480p 854x480', '720p 1280x720', '1080p 1920x1080']],
    [{ width: 1280, height: 720 }, ['360p 640x360', '480p 854x480', '720p 1280x720']],
    [{ width: 1000, height: 700 }, ['360p 514x360', '480p 686x480']],
    [{ width: 854, height: 480 }, ['360p 640x360', '480p 854x480']],
    [{ width: 640, height: 360 }, ['360p 640x360']],
    // Never upscaled: a source below the lowest rung keeps its own (even) size.
    [{ width: 427, height: 241 }, ['240p 426x240']],
    // Wider than 16:9 keeps its aspect ratio.
    [{ width: 1920, height: 800 }, ['360p 864x360', '480p 1152x480', '720p 1728x720']],
    // Portrait: rungs name the short side.
    [{ width: 1080, height: 1920 }, ['360p 360x640', '480p 480x854', '720p 720x1280', '1080p 1080x1920']],
  ])('%o -> %o', (source, expected) => {
    expect(sizes(source)).toEqual(expected);
  });

  it('gives every rendition even dimensions and rising bitrates', () => {
    const ladder = planLadder({ width: 1915, height: 1077 });
    for (const rendition of ladder) {
      expect(rendition.width % 2).toBe(0);
      expect(rendition.height % 2).toBe(0);
      expect(rendition.width).toBeLessThanOrEqual(1915);
    }
    const bitrates = ladder.map((rendition) => rendition.videoBitrate);
    expect(bitrates).toEqual([...bitrates].sort((a, b) => a - b));
  });

  it('scales the bitrate of a size without a standard rate', () => {
    const [small] = planLadder({ width: 320, height: 180 });
    expect(small).toMatchObject({ width: 320, height: 180 });
    expect(small?.videoBitrate).toBe(200_000);
  });

  it('takes custom rungs', () => {
    expect(planLadder({ width: 1920, height: 1080 }, [720, 240]).map((r) => r.id)).toEqual(['240p', '720p']);
  });
});
