import type { AdminHealth, AdminHealthSchema, JobRetriedSchema } from '@crewcast/contracts/health';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** Queues, sockets and encoders move: the report refreshes while it is shown. */
const REFRESH_MS = 15_000;

export async function getHealth(signal?: AbortSignal): Promise<AdminHealth> {
  return api.user.get<typeof AdminHealthSchema>('/v1/admin/health', { signal, token: await requireToken() });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'health'],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: REFRESH_MS,
  });
}

/** The health report; `enabled` is false for accounts it is not for (it is for Official accounts). */
export function useHealth(enabled = true) {
  return useQuery({ ...healthQueryOptions(), enabled });
}

export async function retryJob(jobId: string) {
  return api.user.post<typeof JobRetriedSchema>(`/v1/admin/health/jobs/${jobId}/retry`, {
    token: await requireToken(),
  });
}

/** Runs a failed job again; the report is read afresh once the queue has it. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthQueryOptions().queryKey }),
  });
}
