import type { AuditPageSchema, AuditPage } from '@crewcast/contracts/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export interface AuditFilters {
  action: string;
  targetType: string;
  targetId: string;
}

const PAGE_SIZE = 50;

export async function getAuditLog(
  filters: AuditFilters,
  beforeId: number | undefined,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return api.user.get<typeof AuditPageSchema>('/v1/admin/audit', {
    signal,
    token: await requireToken(),
    query: {
      action: filters.action || undefined,
      targetType: filters.targetType || undefined,
      targetId: filters.targetId || undefined,
      beforeId,
      limit: PAGE_SIZE,
    },
  });
}

export function auditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'audit', filters],
    queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.entries.at(-1)?.id : undefined),
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
