import type { FlipResultSchema, FlipResult } from '@crewcast/contracts/bingo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { bingoCardQueryOptions, type GameRef } from './get-bingo-card';

/** POST /v1/bingo/{bingoId}/{gameId}/flip/{choiceId} with an empty body: the server decides the bingo. */
export async function flipChoice(game: GameRef, choiceId: number): Promise<FlipResult> {
  return api.content.post<typeof FlipResultSchema>(
    `/v1/bingo/${game.bingoId}/${game.gameId}/flip/${choiceId}`,
    {
      token: await requireToken(),
    },
  );
}

export function useFlipChoice(game: GameRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choiceId: number) => flipChoice(game, choiceId),
    onSuccess: (result) => queryClient.setQueryData(bingoCardQueryOptions(game).queryKey, result.card),
  });
}
