import type { Battle, GreenlightPush } from '@crewcast/contracts/projects';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConnectionState, useRealtime, useReconnects } from '@/lib/realtime/realtime-context';
import { useIsAuthenticated } from '@/lib/use-session';
import { activeBattleQueryOptions } from './api/get-active-battle';
import { pastWinnersQueryOptions } from './api/get-past-winners';

/** A battle with the pushed totals applied; totals only grow, so an older push never takes points back. */
export function withTotals(
  battle: Battle | null | undefined,
  push: GreenlightPush,
): Battle | null | undefined {
  if (!battle || push.type !== 'totals' || push.battleId !== battle.id) return battle;
  const total = (projectId: string, points: number) =>
    Math.max(points, push.totals.find((entry) => entry.projectId === projectId)?.points ?? 0);
  return {
    ...battle,
    leftProject: { ...battle.leftProject, points: total(battle.leftProject.id, battle.leftProject.points) },
    rightProject: {
      ...battle.rightProject,
      points: total(battle.rightProject.id, battle.rightProject.points),
    },
  };
}

/**
 * While a member has the page open, the server pushes the battle's totals as they move (SPEC section 7); a
 * changed battle (closed, rescheduled) is read again. Visitors poll the cacheable read instead.
 */
export function useBattleTotals(): void {
  const connection = useRealtime();
  const queryClient = useQueryClient();
  const member = useIsAuthenticated();
  const state = useConnectionState();
  const reconnects = useReconnects();

  useEffect(() => {
    if (!member) return;
    const key = activeBattleQueryOptions(true).queryKey;
    return connection.subscribe('greenlight', (push) => {
      if (push.type === 'totals') queryClient.setQueryData(key, (battle) => withTotals(battle, push));
      else {
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: pastWinnersQueryOptions().queryKey });
      }
    });
  }, [connection, queryClient, member]);

  // Each (re)connection starts without the page's rooms: watch again once connected.
  useEffect(() => {
    if (!member || state !== 'connected') return;
    connection.request('greenlight', { type: 'watch' }).catch((error: unknown) => {
      console.warn('Greenlight totals are not pushed', error);
    });
    return () => void connection.request('greenlight', { type: 'leave' }).catch(() => undefined);
  }, [connection, member, state]);

  // Totals pushed while the connection was down were missed: read them once it is back.
  useEffect(() => {
    if (reconnects > 0)
      void queryClient.invalidateQueries({ queryKey: activeBattleQueryOptions(true).queryKey });
  }, [queryClient, reconnects]);
}
