import type {
  BroadcastReport,
  BroadcastReportSchema,
  LiveReport,
  LiveReportSchema,
} from '@crewcast/contracts/analytics-live';
import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getLiveReport(period: AnalyticsPeriod, signal?: AbortSignal): Promise<LiveReport> {
  return api.user.get<typeof LiveReportSchema>(`/v1/admin/analytics/live?period=${period}`, {
    signal,
    token: await requireToken(),
  });
}

export function liveReportQueryOptions(period: AnalyticsPeriod) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'analytics', 'live', period],
    queryFn: ({ signal }) => getLiveReport(period, signal),
    // A new period keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useLiveReport(period: AnalyticsPeriod) {
  return useQuery(liveReportQueryOptions(period));
}

export async function getBroadcastReport(
  broadcastId: number,
  signal?: AbortSignal,
): Promise<BroadcastReport> {
  return api.user.get<typeof BroadcastReportSchema>(`/v1/admin/analytics/live/broadcasts/${broadcastId}`, {
    signal,
    token: await requireToken(),
  });
}

export function broadcastReportQueryOptions(broadcastId: number) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'analytics', 'broadcast', broadcastId],
    queryFn: ({ signal }) => getBroadcastReport(broadcastId, signal),
  });
}

export function useBroadcastReport(broadcastId: number) {
  return useQuery(broadcastReportQueryOptions(broadcastId));
}
