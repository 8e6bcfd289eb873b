import { keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';

/** The query options of one analytics report over a period: `key` names it among the reports. */
export const analyticsReportQueryOptions = <Shape>(key: QueryKey, path: string, period: string) => ({
  ...memberQueryOptions<Shape>([MEMBER_QUERY_KEY, 'console', 'analytics', ...key], path, {
    query: { period },
  }),
  // A new period keeps the figures on screen until its own arrive.
  placeholderData: keepPreviousData,
});
