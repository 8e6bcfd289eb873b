import type { AdminBingoLayoutsSchema, AdminBingoLayout } from '@crewcast/contracts/bingo';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';

export const bingoLayoutsQueryOptions = () =>
  memberQueryOptions<typeof AdminBingoLayoutsSchema, AdminBingoLayout[]>(
    [MEMBER_QUERY_KEY, 'console', 'bingo', 'layouts'],
    '/v1/admin/bingo/layouts',
    { host: 'content', pick: (answer) => answer.layouts },
  );

export const useBingoLayouts = () => useQuery(bingoLayoutsQueryOptions());
