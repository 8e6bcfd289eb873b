import type { AdminBingoLayoutsSchema, AdminBingoLayout } from '@crewcast/contracts/bingo';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { consoleQueryOptions } from '../../components/console-api';

export const bingoLayoutsQueryOptions = () =>
  consoleQueryOptions<typeof AdminBingoLayoutsSchema, AdminBingoLayout[]>(
    [MEMBER_QUERY_KEY, 'console', 'bingo', 'layouts'],
    '/v1/admin/bingo/layouts',
    { host: 'content', pick: (answer) => answer.layouts },
  );

export const useBingoLayouts = () => useQuery(bingoLayoutsQueryOptions());
