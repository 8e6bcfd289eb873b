import type { ViewingReport, ViewingReportSchema } from '@crewcast/contracts/analytics';
import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** What a report is about: the whole network, one show or one episode. */
export type ViewingSubject =
  { kind: 'network' } | { kind: 'show'; showId: number } | { kind: 'episode'; mediaId: number };

function reportPath(subject: ViewingSubject): string {
  if (subject.kind === 'show') return `/v1/admin/analytics/viewing/shows/${subject.showId}`;
  if (subject.kind === 'episode') return `/v1/admin/analytics/viewing/episodes/${subject.mediaId}`;
  return '/v1/admin/analytics/viewing';
}

export async function getViewingReport(
  subject: ViewingSubject,
  period: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<ViewingReport> {
  return api.user.get<typeof ViewingReportSchema>(`${reportPath(subject)}?period=${period}`, {
    signal,
    token: await requireToken(),
  });
}

export function viewingReportQueryOptions(subject: ViewingSubject, period: AnalyticsPeriod) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'analytics', 'viewing', subject, period],
    queryFn: ({ signal }) => getViewingReport(subject, period, signal),
    // A new period keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useViewingReport(subject: ViewingSubject, period: AnalyticsPeriod) {
  return useQuery(viewingReportQueryOptions(subject, period));
}
