import type { ActiveBattleSchema, Battle } from '@crewcast/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIsAuthenticated } from '@/lib/use-session';

/** Visitors without a realtime connection read the cacheable battle again this often. */
export const VISITOR_POLL_MS = 5000;

/** A member reads the content host (pushes keep it current); a visitor polls the content cache. */
export function activeBattleQueryOptions(member: boolean) {
  return queryOptions({
    queryKey: ['greenlight', 'active', member ? 'member' : 'visitor'],
    queryFn: ({ signal }): Promise<Battle | null> =>
      member
        ? api.content.get<typeof ActiveBattleSchema>('/v5/projects/active', { signal })
        : api.contentCache.get<typeof ActiveBattleSchema>('/v3/projects/active', {
            signal,
            cache: 'no-cache',
          }),
    refetchInterval: member ? false : VISITOR_POLL_MS,
  });
}

export function useActiveBattle() {
  return useQuery(activeBattleQueryOptions(useIsAuthenticated()));
}
