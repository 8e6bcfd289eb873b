import type { BingoGameSchema, BingoGame } from '@crewcast/contracts/bingo';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/** POST /v1/bingocreator/{layoutId}/start-game: every connected member hears of the new game. */
export async function startGame(layoutId: number): Promise<BingoGame> {
  return api.content.post<typeof BingoGameSchema>(`/v1/bingocreator/${layoutId}/start-game`, {
    token: await requireToken(),
  });
}

export function useStartGame() {
  return useMutation({ mutationFn: startGame });
}
