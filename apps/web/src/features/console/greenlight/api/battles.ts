import type {
  AdminBattleSchema,
  AdminBattle,
  BattleSchedule,
  CreateBattleBody,
  LinkWinnerBody,
} from '@crewcast/contracts/projects';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions, memberRequest, useMemberMutation } from '@/lib/member-api';

/** How often the console reads the totals again while it is open. */
export const LIVE_TOTALS_MS = 2000;

export const battlesQueryOptions = () => ({
  ...memberQueryOptions<{ battles: AdminBattle[] }, AdminBattle[]>(
    ['console', 'battles'],
    '/v1/admin/battles',
    {
      host: 'content',
      pick: (answer) => answer.battles,
    },
  ),
  refetchInterval: LIVE_TOTALS_MS,
});

export const useBattles = () => useQuery(battlesQueryOptions());

/** A change to a battle; the battles are read afresh once it is made. */
const useBattleMutation = <Variables>(send: (variables: Variables) => Promise<AdminBattle>) =>
  useMemberMutation(send, [battlesQueryOptions().queryKey]);

const battleRequest = (method: 'post' | 'put', path: string, body?: unknown) =>
  memberRequest<typeof AdminBattleSchema>(method, path, { host: 'content', body });

const battlePath = (battleId: string, action: string) =>
  `/v1/admin/battles/${encodeURIComponent(battleId)}/${action}`;

export const useCreateBattle = () =>
  useBattleMutation((body: CreateBattleBody) => battleRequest('post', '/v1/admin/battles', body));

export const useScheduleBattle = () =>
  useBattleMutation(({ battleId, schedule }: { battleId: string; schedule: BattleSchedule }) =>
    battleRequest('put', battlePath(battleId, 'schedule'), schedule),
  );

export const useCloseBattle = () =>
  useBattleMutation((battleId: string) => battleRequest('post', battlePath(battleId, 'close')));

export const useLinkWinner = () =>
  useBattleMutation(({ battleId, link }: { battleId: string; link: LinkWinnerBody }) =>
    battleRequest('put', battlePath(battleId, 'winner'), link),
  );
