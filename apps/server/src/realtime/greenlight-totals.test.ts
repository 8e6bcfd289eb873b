import { describe, expect, it } from 'vitest';
import { latestTotals } from './greenlight-totals';

describe('latestTotals', () => {
  it('keeps the largest total of each project, one push per battle', () => {
    expect(
      latestTotals([
        { battleId: 'b1', projectId: 'left', points: 12 },
        { battleId: 'b1', projectId: 'left', points: 10 },
        { battleId: 'b1', projectId: 'right', points: 4 },
        { battleId: 'b2', projectId: 'other', points: 1 },
      ]),
    ).toEqual([
      {
        type: 'totals',
        battleId: 'b1',
        totals: [
          { projectId: 'left', points: 12 },
          { projectId: 'right', points: 4 },
        ],
      },
      { type: 'totals', battleId: 'b2', totals: [{ projectId: 'other', points: 1 }] },
    ]);
  });
});
