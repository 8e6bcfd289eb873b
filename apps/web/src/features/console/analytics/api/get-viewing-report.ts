import type { ViewingReportSchema } from '@crewcast/contracts/analytics';
import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import { useQuery } from '@tanstack/react-query';
import { analyticsReportQueryOptions } from './analytics-report';

/** What a report is about: the whole network, one show or one episode. */
export type ViewingSubject =
  { kind: 'network' } | { kind: 'show'; showId: number } | { kind: 'episode'; mediaId: number };

function reportPath(subject: ViewingSubject): string {
  if (subject.kind === 'show') return `/v1/admin/analytics/viewing/shows/${subject.showId}`;
  if (subject.kind === 'episode') return `/v1/admin/analytics/viewing/episodes/${subject.mediaId}`;
  return '/v1/admin/analytics/viewing';
}

export const useViewingReport = (subject: ViewingSubject, period: AnalyticsPeriod) =>
  useQuery(
    analyticsReportQueryOptions<typeof ViewingReportSchema>(
      ['viewing', subject, period],
      reportPath(subject),
      period,
    ),
  );
