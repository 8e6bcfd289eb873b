import type { BingoCardSchema } from '@crewcast/contracts/bingo';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

export interface GameRef {
  bingoId: number;
  gameId: number;
}

/** GET /v1/bingo/{bingoId}/{gameId}: the member's card, dealt on first sight. */
export const bingoCardQueryOptions = ({ bingoId, gameId }: GameRef) =>
  memberQueryOptions<typeof BingoCardSchema>(
    [MEMBER_QUERY_KEY, 'bingo', 'card', bingoId, gameId],
    `/v1/bingo/${bingoId}/${gameId}`,
    { host: 'content' },
  );

export const useBingoCard = (game: GameRef) => useQuery(bingoCardQueryOptions(game));
