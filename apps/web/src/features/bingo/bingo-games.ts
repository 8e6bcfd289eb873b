import type { BingoGame } from '@crewcast/contracts/bingo';
import type { GameRef } from './api/get-bingo-card';

/** The list with `game` in it: a new one first, a known one replaced where it was. */
export function withGame(games: readonly BingoGame[], game: BingoGame): BingoGame[] {
  const known = games.some((existing) => existing.gameId === game.gameId);
  return known
    ? games.map((existing) => (existing.gameId === game.gameId ? game : existing))
    : [game, ...games];
}

/** The game whose card opens by itself: the newest running one. */
export function firstActiveGame(games: readonly BingoGame[]): GameRef | null {
  const game = games.find((candidate) => candidate.active);
  return game ? { bingoId: game.bingoId, gameId: game.gameId } : null;
}

export const sameGame = (a: GameRef | null, b: GameRef) => a?.bingoId === b.bingoId && a.gameId === b.gameId;
