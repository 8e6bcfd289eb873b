import {
  AdminBattleSchema,
  type AdminBattle,
  type BattleSchedule,
  type CreateBattleBody,
  type LinkWinnerBody,
} from '@crewcast/contracts/projects';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/** How often the console reads the totals again while it is open. */
export const LIVE_TOTALS_MS = 2000;

const BattlesSchema = z.object({ battles: z.array(AdminBattleSchema) });

export function battlesQueryOptions() {
  return queryOptions({
    queryKey: ['console', 'battles'],
    queryFn: async ({ signal }) =>
      (await api.content.get('/v1/admin/battles', BattlesSchema, { signal, token: await requireToken() }))
        .battles,
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
    api.content.post('/v1/admin/battles', AdminBattleSchema, { body, token }),
  );

export const useScheduleBattle = () =>
  useBattleMutation(({ battleId, schedule }: { battleId: string; schedule: BattleSchedule }, token) =>
    api.content.put(battlePath(battleId, 'schedule'), AdminBattleSchema, { body: schedule, token }),
  );

export const useCloseBattle = () =>
  useBattleMutation((battleId: string, token) =>
    api.content.post(battlePath(battleId, 'close'), AdminBattleSchema, { token }),
  );

export const useLinkWinner = () =>
  useBattleMutation(({ battleId, link }: { battleId: string; link: LinkWinnerBody }, token) =>
    api.content.put(battlePath(battleId, 'winner'), AdminBattleSchema, { body: link, token }),
  );
