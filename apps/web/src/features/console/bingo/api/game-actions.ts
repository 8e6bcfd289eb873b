import type { AdminBingoGameSchema, BingoGameSchema } from '@crewcast/contracts/bingo';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
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
const useGameMutation = <T>(mutationFn: (id: number) => Promise<T>) =>
  useMemberMutation(mutationFn, [
    adminBingoGamesQueryOptions().queryKey,
    bingoLayoutsQueryOptions().queryKey,
  ]);

export const useStartBingoGame = () => useGameMutation(startBingoGame);
export const useEndBingoGame = () => useGameMutation(endBingoGame);
