import type { CommunityReportSchema } from '@crewcast/contracts/analytics-community';
import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import { useQuery } from '@tanstack/react-query';
import { analyticsReportQueryOptions } from './analytics-report';

export const useCommunityReport = (period: AnalyticsPeriod) =>
  useQuery(
    analyticsReportQueryOptions<typeof CommunityReportSchema>(
      ['community', period],
      '/v1/admin/analytics/community',
      period,
    ),
  );
