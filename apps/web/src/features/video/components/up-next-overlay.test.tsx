import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { episodeSummary, translations } from '@/testing/fixtures';
import { renderStarted } from '@/testing/render-app';
import { UpNextOverlay } from './up-next-overlay';

const next = episodeSummary(2, 'Episode two', { seasonId: 1, durationSeconds: 1200 });

const strings = translations({ 'video.upNext.countdown': 'Up next in |0', 'video.upNext.cancel': 'Cancel' });

/** The page around the card: the player that had focus, and the countdown the test moves on. */
let setRemaining: (remaining: number | null) => void = () => undefined;
function VideoStage() {
  const [remaining, set] = useState<number | null>(null);
  useEffect(() => {
    setRemaining = set;
  }, []);
  return (
    <MemoryRouter>
      <button type="button">Player</button>
      {remaining !== null && <UpNextOverlay next={next} remaining={remaining} onCancel={() => set(null)} />}
    </MemoryRouter>
  );
}

describe('the up-next card', () => {
  it('moves focus to Cancel and says the countdown once, not at every tick, then gives focus back', () => {
    renderStarted(<VideoStage />, { strings });
    const player = screen.getByRole('button', { name: 'Player' });
    act(() => player.focus());
    act(() => setRemaining(10));

    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    const card = screen.getByRole('dialog', { name: 'Episode two' });
    const description = () =>
      document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description()).toBe('Up next in 10');
    expect(card.querySelector('[aria-live]')).toBeNull();

    act(() => setRemaining(9));
    expect(card.textContent).toContain('Up next in 9');
    expect(description()).toBe('Up next in 10');

    act(() => cancel.click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(player);
  });
});
