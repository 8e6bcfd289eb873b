import type { AdminBingoGamesSchema, AdminBingoGame } from '@crewcast/contracts/bingo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getAdminBingoGames(signal?: AbortSignal): Promise<AdminBingoGame[]> {
  const answer = await api.content.get<typeof AdminBingoGamesSchema>('/v1/admin/bingo/games', {
    signal,
    token: await requireToken(),
  });
  return answer.games;
}

export function adminBingoGamesQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'bingo', 'games'],
    queryFn: ({ signal }) => getAdminBingoGames(signal),
  });
}

/** The recent games; refreshed every few seconds while open, since winners arrive as members play. */
export function useAdminBingoGames() {
  return useQuery({ ...adminBingoGamesQueryOptions(), refetchInterval: 5000 });
}
