import type { BingoGamesSchema, BingoGame } from '@crewcast/contracts/bingo';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

/** GET /v1/bingo/: running games first, then the recently ended ones. */
export const bingoGamesQueryOptions = () =>
  memberQueryOptions<typeof BingoGamesSchema, BingoGame[]>(
    [MEMBER_QUERY_KEY, 'bingo', 'games'],
    '/v1/bingo/',
    {
      host: 'content',
      pick: (answer) => answer.games,
    },
  );

export const useBingoGames = () => useQuery(bingoGamesQueryOptions());
