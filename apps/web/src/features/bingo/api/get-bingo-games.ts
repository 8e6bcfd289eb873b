import type { BingoGamesSchema, BingoGame } from '@crewcast/contracts/bingo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** GET /v1/bingo/: running games first, then the recently ended ones. */
export async function getBingoGames(signal?: AbortSignal): Promise<BingoGame[]> {
  const answer = await api.content.get<typeof BingoGamesSchema>('/v1/bingo/', {
    signal,
    token: await requireToken(),
  });
  return answer.games;
}

export function bingoGamesQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'bingo', 'games'],
    queryFn: ({ signal }) => getBingoGames(signal),
  });
}

export function useBingoGames() {
  return useQuery(bingoGamesQueryOptions());
}
