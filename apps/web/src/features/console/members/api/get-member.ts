import type { MemberDetailSchema, MemberDetail } from '@crewcast/contracts/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CONSOLE_MEMBERS_KEY } from './search-members';

export async function getMember(userId: string, signal?: AbortSignal): Promise<MemberDetail> {
  return api.user.get<typeof MemberDetailSchema>(`/v1/admin/members/${encodeURIComponent(userId)}`, {
    signal,
    token: await requireToken(),
  });
}

export function memberQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...CONSOLE_MEMBERS_KEY, 'detail', userId],
    queryFn: ({ signal }) => getMember(userId, signal),
  });
}

export function useMember(userId: string) {
  return useQuery(memberQueryOptions(userId));
}
