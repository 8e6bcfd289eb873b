import { randomInt } from 'node:crypto';
import { BINGO_CELLS, BINGO_FREE_CELL, BINGO_GRID } from '@crewcast/contracts/bingo';

/** Every line that wins: the rows, the columns and both diagonals, as square positions (row by row). */
export const BINGO_LINES: readonly (readonly number[])[] = (() => {
  const range = [...Array(BINGO_GRID).keys()];
  return [
    ...range.map((row) => range.map((column) => row * BINGO_GRID + column)),
    ...range.map((column) => range.map((row) => row * BINGO_GRID + column)),
    range.map((index) => index * BINGO_GRID + index),
    range.map((index) => index * BINGO_GRID + (BINGO_GRID - 1 - index)),
  ];
})();

/** Whether the flipped squares (by position) make a full row, column or diagonal. */
export function hasBingo(flipped: ReadonlySet<number>): boolean {
  return BINGO_LINES.some((line) => line.every((position) => flipped.has(position)));
}

/** The distinct words of a pool, in their first spelling, compared without case or surrounding space. */
export function distinctWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const word of words) {
    const trimmed = word.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    distinct.push(trimmed);
  }
  return distinct;
}

/**
 * A new card's words by position: 24 different words drawn at random from the pool around the free centre
 * (`null`). The pool must hold at least 24 distinct words.
 */
export function drawCard(
  pool: readonly string[],
  pick: (max: number) => number = randomInt,
): (string | null)[] {
  const words = distinctWords(pool);
  if (words.length < BINGO_CELLS - 1) throw new Error('the pool has too few words for a card');
  // A partial Fisher-Yates shuffle: the first 24 places end up a uniform draw without repeats.
  for (let index = 0; index < BINGO_CELLS - 1; index += 1) {
    const other = index + pick(words.length - index);
    [words[index], words[other]] = [words[other] as string, words[index] as string];
  }
  const drawn: (string | null)[] = words.slice(0, BINGO_CELLS - 1);
  drawn.splice(BINGO_FREE_CELL, 0, null);
  return drawn;
}
