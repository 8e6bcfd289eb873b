import type { MembersReportSchema } from '@crewcast/contracts/analytics-members';
import type { MembersPeriod } from '@crewcast/contracts/constants/analytics-members';
import { useQuery } from '@tanstack/react-query';
import { analyticsReportQueryOptions } from './analytics-report';

export const useMembersReport = (period: MembersPeriod) =>
  useQuery(
    analyticsReportQueryOptions<typeof MembersReportSchema>(
      ['members', period],
      '/v1/admin/analytics/members',
      period,
    ),
  );
