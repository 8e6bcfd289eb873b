import type { BingoLayoutSchema, BingoLayout } from '@crewcast/contracts/bingo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** GET /v1/bingo/{bingoId}/layout: the name and pictures a card is shown with. */
export async function getBingoLayout(bingoId: number, signal?: AbortSignal): Promise<BingoLayout> {
  return api.content.get<typeof BingoLayoutSchema>(`/v1/bingo/${bingoId}/layout`, {
    signal,
    token: await requireToken(),
  });
}

export function bingoLayoutQueryOptions(bingoId: number) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'bingo', 'layout', bingoId],
    queryFn: ({ signal }) => getBingoLayout(bingoId, signal),
  });
}

export function useBingoLayout(bingoId: number) {
  return useQuery(bingoLayoutQueryOptions(bingoId));
}
