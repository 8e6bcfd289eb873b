import type { CommunityReport, CommunityReportSchema } from '@crewcast/contracts/analytics-community';
import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getCommunityReport(
  period: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<CommunityReport> {
  return api.user.get<typeof CommunityReportSchema>(`/v1/admin/analytics/community?period=${period}`, {
    signal,
    token: await requireToken(),
  });
}

export function communityReportQueryOptions(period: AnalyticsPeriod) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'analytics', 'community', period],
    queryFn: ({ signal }) => getCommunityReport(period, signal),
    // A new period keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useCommunityReport(period: AnalyticsPeriod) {
  return useQuery(communityReportQueryOptions(period));
}
