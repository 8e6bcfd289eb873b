import type { BingoGame } from '@crewcast/contracts/bingo';
import { describe, expect, it } from 'vitest';
import { firstActiveGame, sameGame, withGame } from './bingo-games';

const game = (gameId: number, active = true): BingoGame => ({
  gameId,
  bingoId: 1,
  name: `Game ${gameId}`,
  started: '2026-11-24T10:00:00.000Z',
  ended: active ? null : '2026-11-24T11:00:00.000Z',
  active,
});

describe('the recent games list', () => {
  it('puts a new game first and replaces a known one where it is', () => {
    expect(withGame([game(1)], game(2)).map((g) => g.gameId)).toEqual([2, 1]);
    const ended = withGame([game(2), game(1)], game(1, false));
    expect(ended.map((g) => [g.gameId, g.active])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('opens the newest running game, and none when every game has ended', () => {
    expect(firstActiveGame([game(3, false), game(2), game(1)])).toEqual({ bingoId: 1, gameId: 2 });
    expect(firstActiveGame([game(3, false)])).toBeNull();
    expect(sameGame({ bingoId: 1, gameId: 2 }, { bingoId: 1, gameId: 2 })).toBe(true);
    expect(sameGame(null, { bingoId: 1, gameId: 2 })).toBe(false);
  });
});
