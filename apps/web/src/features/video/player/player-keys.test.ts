import { describe, expect, it } from 'vitest';
import { isPlayerKeyTarget, playerCommandForKey } from './player-keys';

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

  it('answers keys pressed inside the player only, never those pressed in a dialog', () => {
    document.body.innerHTML = `
      <div id="player"><video id="video"></video><button id="play"></button>
        <div role="dialog"><button id="in-dialog"></button></div></div>
      <a id="up-next" href="/video/2"></a>
      <div role="alertdialog" aria-modal="true"><button id="confirm"></button></div>`;
    const player = document.getElementById('player') as HTMLElement;
    const byId = (id: string) => document.getElementById(id);
    expect(isPlayerKeyTarget(player, player)).toBe(true);
    expect(isPlayerKeyTarget(player, byId('video'))).toBe(true);
    expect(isPlayerKeyTarget(player, byId('play'))).toBe(true);
    expect(isPlayerKeyTarget(player, byId('up-next'))).toBe(false);
    expect(isPlayerKeyTarget(player, byId('confirm'))).toBe(false);
    expect(isPlayerKeyTarget(player, byId('in-dialog'))).toBe(false);
    expect(isPlayerKeyTarget(player, document.body)).toBe(false);
  });
});
