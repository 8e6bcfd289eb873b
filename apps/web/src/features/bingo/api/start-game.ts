import type { BingoGameSchema } from '@crewcast/contracts/bingo';
import { useMutation } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';

/** POST /v1/bingocreator/{layoutId}/start-game: every connected member hears of the new game. */
export const startGame = (layoutId: number) =>
  memberRequest<typeof BingoGameSchema>('post', `/v1/bingocreator/${layoutId}/start-game`, {
    host: 'content',
  });

export function useStartGame() {
  return useMutation({ mutationFn: startGame });
}
