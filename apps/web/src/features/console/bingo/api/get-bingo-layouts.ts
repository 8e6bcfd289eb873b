import type { AdminBingoLayoutsSchema, AdminBingoLayout } from '@crewcast/contracts/bingo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getBingoLayouts(signal?: AbortSignal): Promise<AdminBingoLayout[]> {
  const answer = await api.content.get<typeof AdminBingoLayoutsSchema>('/v1/admin/bingo/layouts', {
    signal,
    token: await requireToken(),
  });
  return answer.layouts;
}

export function bingoLayoutsQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'bingo', 'layouts'],
    queryFn: ({ signal }) => getBingoLayouts(signal),
  });
}

export function useBingoLayouts() {
  return useQuery(bingoLayoutsQueryOptions());
}
