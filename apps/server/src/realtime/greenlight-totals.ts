import type { GreenlightPush } from '@crewcast/contracts/projects';

type TotalsPush = Extract<GreenlightPush, { type: 'totals' }>;

/**
 * The totals of a tick's contributions as one push per battle. Totals only grow, so of the totals a project
 * reached in the tick the largest is the one to show, whatever order the contributions committed in.
 */
export function latestTotals(moves: { battleId: string; projectId: string; points: number }[]): TotalsPush[] {
  const byBattle = new Map<string, Map<string, number>>();
  for (const { battleId, projectId, points } of moves) {
    const totals = byBattle.get(battleId) ?? new Map<string, number>();
    totals.set(projectId, Math.max(points, totals.get(projectId) ?? 0));
    byBattle.set(battleId, totals);
  }
  return [...byBattle].map(([battleId, totals]) => ({
    type: 'totals',
    battleId,
    totals: [...totals].map(([projectId, points]) => ({ projectId, points })),
  }));
}
