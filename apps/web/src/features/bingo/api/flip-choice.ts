import type { FlipResultSchema } from '@crewcast/contracts/bingo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { bingoCardQueryOptions, type GameRef } from './get-bingo-card';

/** POST /v1/bingo/{bingoId}/{gameId}/flip/{choiceId} with an empty body: the server decides the bingo. */
export const flipChoice = (game: GameRef, choiceId: number) =>
  memberRequest<typeof FlipResultSchema>(
    'post',
    `/v1/bingo/${game.bingoId}/${game.gameId}/flip/${choiceId}`,
    {
      host: 'content',
    },
  );

export function useFlipChoice(game: GameRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choiceId: number) => flipChoice(game, choiceId),
    onSuccess: (result) => queryClient.setQueryData(bingoCardQueryOptions(game).queryKey, result.card),
  });
}
