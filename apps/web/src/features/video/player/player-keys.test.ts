import { describe, expect, it } from 'vitest';
import { playerCommandForKey } from './player-keys';

describe('player keys', () => {
  it('maps space, arrows, f, m and c', () => {
    expect(playerCommandForKey({ key: ' ' })).toEqual({ type: 'toggle-play' });
    expect(playerCommandForKey({ key: 'ArrowLeft' })).toEqual({ type: 'seek', seconds: -5 });
    expect(playerCommandForKey({ key: 'ArrowRight' })).toEqual({ type: 'seek', seconds: 5 });
    expect(playerCommandForKey({ key: 'ArrowUp' })).toEqual({ type: 'volume', change: 0.1 });
    expect(playerCommandForKey({ key: 'ArrowDown' })).toEqual({ type: 'volume', change: -0.1 });
    expect(playerCommandForKey({ key: 'f' })).toEqual({ type: 'toggle-fullscreen' });
    expect(playerCommandForKey({ key: 'M' })).toEqual({ type: 'toggle-mute' });
    expect(playerCommandForKey({ key: 'c' })).toEqual({ type: 'toggle-captions' });
  });

  it('ignores other keys and shortcuts with modifiers', () => {
    expect(playerCommandForKey({ key: 'x' })).toBeNull();
    expect(playerCommandForKey({ key: 'f', ctrlKey: true })).toBeNull();
    expect(playerCommandForKey({ key: 'c', metaKey: true })).toBeNull();
  });

  it('leaves fields their keys, and focused buttons their space', () => {
    expect(playerCommandForKey({ key: 'ArrowLeft', targetTag: 'INPUT' })).toBeNull();
    expect(playerCommandForKey({ key: 'm', targetTag: 'SELECT' })).toBeNull();
    expect(playerCommandForKey({ key: ' ', targetTag: 'BUTTON' })).toBeNull();
    expect(playerCommandForKey({ key: 'f', targetTag: 'BUTTON' })).toEqual({ type: 'toggle-fullscreen' });
    expect(playerCommandForKey({ key: ' ', targetTag: 'VIDEO' })).toEqual({ type: 'toggle-play' });
  });
});
