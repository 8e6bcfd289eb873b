import type { MemberSearchPageSchema, MemberSearchPage } from '@crewcast/contracts/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export const MEMBERS_PAGE_SIZE = 25;

/** The first part of every members-area query key, so an action can refresh them all. */
export const CONSOLE_MEMBERS_KEY = [MEMBER_QUERY_KEY, 'console', 'members'] as const;

export interface MemberSearch {
  search: string;
  page: number;
}

export async function searchMembers(
  { search, page }: MemberSearch,
  signal?: AbortSignal,
): Promise<MemberSearchPage> {
  return api.user.get<typeof MemberSearchPageSchema>('/v1/admin/members', {
    signal,
    token: await requireToken(),
    query: { search: search || undefined, page, limit: MEMBERS_PAGE_SIZE },
  });
}

export function searchMembersQueryOptions(query: MemberSearch) {
  return queryOptions({
    queryKey: [...CONSOLE_MEMBERS_KEY, 'search', query],
    queryFn: ({ signal }) => searchMembers(query, signal),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useSearchMembers(query: MemberSearch) {
  return useQuery(searchMembersQueryOptions(query));
}
