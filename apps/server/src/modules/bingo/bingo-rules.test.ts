import { BINGO_CELLS, BINGO_FREE_CELL } from '@crewcast/contracts/bingo';
import { describe, expect, it } from 'vitest';
import { BINGO_LINES, distinctWords, drawCard, hasBingo } from './bingo-rules';

const POOL = Array.from({ length: 30 }, (_, index) => `word ${index}`);

describe('deciding a bingo', () => {
  it('knows the twelve lines: five rows, five columns and both diagonals', () => {
    expect(BINGO_LINES).toHaveLength(12);
    expect(BINGO_LINES).toContainEqual([0, 1, 2, 3, 4]);
    expect(BINGO_LINES).toContainEqual([2, 7, 12, 17, 22]);
    expect(BINGO_LINES).toContainEqual([0, 6, 12, 18, 24]);
    expect(BINGO_LINES).toContainEqual([4, 8, 12, 16, 20]);
  });

  it.each(BINGO_LINES.map((line) => [line.join(','), line] as const))(
    'wins on the full line %s',
    (_, line) => {
      expect(hasBingo(new Set(line))).toBe(true);
    },
  );

  it.each(BINGO_LINES.map((line) => [line.join(','), line] as const))(
    'does not win with one square of %s missing, whichever it is',
    (_, line) => {
      for (const missing of line) expect(hasBingo(new Set(line.filter((p) => p !== missing)))).toBe(false);
    },
  );

  it('does not win on crowded cards without a full line', () => {
    // Every square but one per row, the gaps on no shared column or diagonal: 20 flipped, no line.
    const gaps = [0, 7, 14, 16, 23];
    const flipped = new Set([...Array(BINGO_CELLS).keys()].filter((position) => !gaps.includes(position)));
    expect(hasBingo(flipped)).toBe(false);
    expect(hasBingo(new Set())).toBe(false);
    expect(hasBingo(new Set([BINGO_FREE_CELL]))).toBe(false);
  });
});

describe('dealing a card', () => {
  it('draws 24 different words around the free centre', () => {
    for (let round = 0; round < 200; round += 1) {
      const card = drawCard(POOL);
      expect(card).toHaveLength(BINGO_CELLS);
      expect(card[BINGO_FREE_CELL]).toBeNull();
      const words = card.filter((word): word is string => word !== null);
      expect(new Set(words).size).toBe(BINGO_CELLS - 1);
      for (const word of words) expect(POOL).toContain(word);
    }
  });

  it('never repeats a word the pool spells twice', () => {
    const pool = [...POOL.slice(0, 24), 'WORD 0', ' word 1 '];
    for (let round = 0; round < 50; round += 1) {
      const words = drawCard(pool).filter((word): word is string => word !== null);
      expect(new Set(words.map((word) => word.toLowerCase())).size).toBe(24);
    }
  });

  it('deals different cards from the same pool', () => {
    const cards = new Set(Array.from({ length: 20 }, () => drawCard(POOL).join('|')));
    expect(cards.size).toBeGreaterThan(1);
  });

  it('refuses a pool with fewer than 24 different words', () => {
    expect(() => drawCard([...POOL.slice(0, 23), 'word 0'])).toThrow();
    expect(distinctWords(['a', 'A', ' a ', '', 'b'])).toEqual(['a', 'b']);
  });
});
