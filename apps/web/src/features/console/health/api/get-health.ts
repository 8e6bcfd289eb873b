import type { AdminHealthSchema, JobRetriedSchema } from '@crewcast/contracts/health';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions, memberRequest, useMemberMutation } from '@/lib/member-api';

/** Queues, sockets and encoders move: the report refreshes while it is shown. */
const REFRESH_MS = 15_000;

export const healthQueryOptions = () => ({
  ...memberQueryOptions<typeof AdminHealthSchema>(
    [MEMBER_QUERY_KEY, 'console', 'health'],
    '/v1/admin/health',
  ),
  refetchInterval: REFRESH_MS,
});

/** The health report; `enabled` is false for accounts it is not for (it is for Official accounts). */
export function useHealth(enabled = true) {
  return useQuery({ ...healthQueryOptions(), enabled });
}

/** Runs a failed job again; the report is read afresh once the queue has it. */
export const useRetryJob = () =>
  useMemberMutation(
    (jobId: string) => memberRequest<typeof JobRetriedSchema>('post', `/v1/admin/health/jobs/${jobId}/retry`),
    [healthQueryOptions().queryKey],
  );
