import type { BadgeOption } from '@crewcast/contracts/badges';
import { describe, expect, it } from 'vitest';
import { canToggle, chosenTypes, sameSelection, toggleBadge } from './badge-selection';

const owned = (type: string) => ({ type, owned: true });

describe('badge selection (SPEC section 4)', () => {
  it('adds a badge at the end, so the order follows the selection', () => {
    let selection: string[] = [];
    for (const type of ['c', 'a', 'b']) selection = toggleBadge(selection, owned(type));
    expect(selection).toEqual(['c', 'a', 'b']);
  });

  it('removes a chosen badge and closes the gap', () => {
    expect(toggleBadge(['c', 'a', 'b'], owned('a'))).toEqual(['c', 'b']);
  });

  it('keeps three at most: a fourth is not added', () => {
    expect(toggleBadge(['a', 'b', 'c'], owned('d'))).toEqual(['a', 'b', 'c']);
    expect(canToggle(['a', 'b', 'c'], owned('d'))).toBe(false);
    expect(canToggle(['a', 'b', 'c'], owned('a'))).toBe(true);
  });

  it('never adds a badge the member does not own', () => {
    expect(toggleBadge(['a'], { type: 'x', owned: false })).toEqual(['a']);
    expect(canToggle([], { type: 'x', owned: false })).toBe(false);
  });

  it('reads the saved choice in its order', () => {
    const badges = [
      { type: 'a', order: 2 },
      { type: 'b', order: null },
      { type: 'c', order: 1 },
    ] as BadgeOption[];
    expect(chosenTypes(badges)).toEqual(['c', 'a']);
  });

  it('compares selections with their order', () => {
    expect(sameSelection(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameSelection(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});
