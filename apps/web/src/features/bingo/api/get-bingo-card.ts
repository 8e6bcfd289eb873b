import type { BingoCardSchema, BingoCard } from '@crewcast/contracts/bingo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export interface GameRef {
  bingoId: number;
  gameId: number;
}

/** GET /v1/bingo/{bingoId}/{gameId}: the member's card, dealt on first sight. */
export async function getBingoCard({ bingoId, gameId }: GameRef, signal?: AbortSignal): Promise<BingoCard> {
  return api.content.get<typeof BingoCardSchema>(`/v1/bingo/${bingoId}/${gameId}`, {
    signal,
    token: await requireToken(),
  });
}

export function bingoCardQueryOptions(game: GameRef) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'bingo', 'card', game.bingoId, game.gameId],
    queryFn: ({ signal }) => getBingoCard(game, signal),
  });
}

export function useBingoCard(game: GameRef) {
  return useQuery(bingoCardQueryOptions(game));
}
