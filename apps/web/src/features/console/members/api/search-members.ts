import type { MemberSearchPageSchema } from '@crewcast/contracts/members';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';

export const MEMBERS_PAGE_SIZE = 25;

/** The first part of every members-area query key, so an action can refresh them all. */
export const CONSOLE_MEMBERS_KEY = [MEMBER_QUERY_KEY, 'console', 'members'] as const;

export interface MemberSearch {
  search: string;
  page: number;
}

export const searchMembersQueryOptions = ({ search, page }: MemberSearch) => ({
  ...memberQueryOptions<typeof MemberSearchPageSchema>(
    [...CONSOLE_MEMBERS_KEY, 'search', { search, page }],
    '/v1/admin/members',
    { query: { search: search || undefined, page, limit: MEMBERS_PAGE_SIZE } },
  ),
  // The table keeps the last page on screen while the next one loads.
  placeholderData: keepPreviousData,
});

export const useSearchMembers = (query: MemberSearch) => useQuery(searchMembersQueryOptions(query));
