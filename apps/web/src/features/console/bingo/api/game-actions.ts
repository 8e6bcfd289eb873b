import type { AdminBingoGameSchema, BingoGameSchema } from '@crewcast/contracts/bingo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { adminBingoGamesQueryOptions } from './get-bingo-games';
import { bingoLayoutsQueryOptions } from './get-bingo-layouts';

export async function startBingoGame(layoutId: number) {
  return memberRequest<typeof BingoGameSchema>('post', `/v1/admin/bingo/layouts/${layoutId}/games`, {
    host: 'content',
  });
}

export async function endBingoGame(gameId: number) {
  return memberRequest<typeof AdminBingoGameSchema>('post', `/v1/admin/bingo/games/${gameId}/end`, {
    host: 'content',
  });
}

/** Starting or ending a game changes the games list and the layouts' game counts. */
function useGameMutation<T>(mutationFn: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminBingoGamesQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: bingoLayoutsQueryOptions().queryKey });
    },
  });
}

export const useStartBingoGame = () => useGameMutation(startBingoGame);
export const useEndBingoGame = () => useGameMutation(endBingoGame);
