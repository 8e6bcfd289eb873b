import type { BroadcastReportSchema, LiveReportSchema } from '@crewcast/contracts/analytics-live';
import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';
import { analyticsReportQueryOptions } from './analytics-report';

export const useLiveReport = (period: AnalyticsPeriod) =>
  useQuery(
    analyticsReportQueryOptions<typeof LiveReportSchema>(
      ['live', period],
      '/v1/admin/analytics/live',
      period,
    ),
  );

export const useBroadcastReport = (broadcastId: number) =>
  useQuery(
    memberQueryOptions<typeof BroadcastReportSchema>(
      [MEMBER_QUERY_KEY, 'console', 'analytics', 'broadcast', broadcastId],
      `/v1/admin/analytics/live/broadcasts/${broadcastId}`,
    ),
  );
