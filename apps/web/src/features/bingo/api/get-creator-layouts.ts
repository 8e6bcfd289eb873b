import type { CreatorLayoutsSchema, CreatorLayouts } from '@crewcast/contracts/bingo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** GET /v1/bingocreator/layouts: for accounts above Free. */
export async function getCreatorLayouts(signal?: AbortSignal): Promise<CreatorLayouts['layouts']> {
  const answer = await api.content.get<typeof CreatorLayoutsSchema>('/v1/bingocreator/layouts', {
    signal,
    token: await requireToken(),
  });
  return answer.layouts;
}

export function creatorLayoutsQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'bingo', 'creator-layouts'],
    queryFn: ({ signal }) => getCreatorLayouts(signal),
  });
}

export function useCreatorLayouts(enabled: boolean) {
  return useQuery({ ...creatorLayoutsQueryOptions(), enabled });
}
