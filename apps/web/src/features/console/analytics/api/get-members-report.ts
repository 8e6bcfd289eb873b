import type { MembersReport, MembersReportSchema } from '@crewcast/contracts/analytics-members';
import type { MembersPeriod } from '@crewcast/contracts/constants/analytics-members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getMembersReport(period: MembersPeriod, signal?: AbortSignal): Promise<MembersReport> {
  return api.user.get<typeof MembersReportSchema>(`/v1/admin/analytics/members?period=${period}`, {
    signal,
    token: await requireToken(),
  });
}

export function membersReportQueryOptions(period: MembersPeriod) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'analytics', 'members', period],
    queryFn: ({ signal }) => getMembersReport(period, signal),
    // A new period keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useMembersReport(period: MembersPeriod) {
  return useQuery(membersReportQueryOptions(period));
}
