import { describe, expect, it } from 'vitest';
import { captionLine, placeCues, type PlaceableCue } from './captions-above-controls';

const browserPlaced = (): PlaceableCue => ({ line: 'auto', snapToLines: true, lineAlign: 'start' });

describe('captions above the controls', () => {
  it('puts the captions’ bottom edge above the controls, with a little room', () => {
    // A 360 px tall video under 72 px of controls: the captions end 80 px above the bottom.
    expect(captionLine(360, 72)).toBe(77.8);
    expect(captionLine(1080, 72)).toBe(92.6);
  });

  it('leaves the browser’s own place while nothing is measured', () => {
    expect(captionLine(0, 72)).toBe('auto');
    expect(captionLine(360, 0)).toBe('auto');
  });

  it('never places a caption outside the video', () => {
    expect(captionLine(60, 72)).toBe(0);
  });

  it('moves each cue by its end edge, and back to the browser’s place', () => {
    const cues = [browserPlaced(), browserPlaced()];
    placeCues(cues, 77.8);
    expect(cues).toEqual([
      { line: 77.8, snapToLines: false, lineAlign: 'end' },
      { line: 77.8, snapToLines: false, lineAlign: 'end' },
    ]);
    placeCues(cues, 'auto');
    expect(cues[0]).toEqual(browserPlaced());
  });
});
