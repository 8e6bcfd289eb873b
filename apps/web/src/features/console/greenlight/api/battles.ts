import {
  type AdminBattleSchema,
  type AdminBattle,
  type BattleSchedule,
  type CreateBattleBody,
  type LinkWinnerBody,
} from '@crewcast/contracts/projects';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/** How often the console reads the totals again while it is open. */
export const LIVE_TOTALS_MS = 2000;

export function battlesQueryOptions() {
  return queryOptions({
    queryKey: ['console', 'battles'],
    queryFn: async ({ signal }) =>
      (
        await api.content.get<{ battles: AdminBattle[] }>('/v1/admin/battles', {
          signal,
          token: await requireToken(),
        })
      ).battles,
    refetchInterval: LIVE_TOTALS_MS,
  });
}

export function useBattles() {
  return useQuery(battlesQueryOptions());
}

function useBattleMutation<V>(send: (variables: V, token: string) => Promise<AdminBattle>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => send(variables, await requireToken()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: battlesQueryOptions().queryKey }),
  });
}

const battlePath = (battleId: string, action: string) =>
  `/v1/admin/battles/${encodeURIComponent(battleId)}/${action}`;

export const useCreateBattle = () =>
  useBattleMutation((body: CreateBattleBody, token) =>
    api.content.post<typeof AdminBattleSchema>('/v1/admin/battles', { body, token }),
  );

export const useScheduleBattle = () =>
  useBattleMutation(({ battleId, schedule }: { battleId: string; schedule: BattleSchedule }, token) =>
    api.content.put<typeof AdminBattleSchema>(battlePath(battleId, 'schedule'), { body: schedule, token }),
  );

export const useCloseBattle = () =>
  useBattleMutation((battleId: string, token) =>
    api.content.post<typeof AdminBattleSchema>(battlePath(battleId, 'close'), { token }),
  );

export const useLinkWinner = () =>
  useBattleMutation(({ battleId, link }: { battleId: string; link: LinkWinnerBody }, token) =>
    api.content.put<typeof AdminBattleSchema>(battlePath(battleId, 'winner'), { body: link, token }),
  );
