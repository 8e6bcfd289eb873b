import type { AdminBingoGamesSchema, AdminBingoGame } from '@crewcast/contracts/bingo';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';

export const adminBingoGamesQueryOptions = () =>
  memberQueryOptions<typeof AdminBingoGamesSchema, AdminBingoGame[]>(
    [MEMBER_QUERY_KEY, 'console', 'bingo', 'games'],
    '/v1/admin/bingo/games',
    { host: 'content', pick: (answer) => answer.games },
  );

/** The recent games; refreshed every few seconds while open, since winners arrive as members play. */
export const useAdminBingoGames = () => useQuery({ ...adminBingoGamesQueryOptions(), refetchInterval: 5000 });
