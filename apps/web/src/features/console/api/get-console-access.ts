import type { ConsoleAccessSchema } from '@crewcast/contracts/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** The server's refusal of a session without a second factor while the site asks staff for one. */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';

export const isTwoFactorRequired = (error: unknown) =>
  error instanceof ApiError && error.body?.error === TWO_FACTOR_REQUIRED;

export async function getConsoleAccess(signal?: AbortSignal) {
  return api.user.get<typeof ConsoleAccessSchema>('/v1/admin/access', {
    signal,
    token: await requireToken(),
  });
}

export function consoleAccessQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'console', 'access'],
    queryFn: ({ signal }) => getConsoleAccess(signal),
    // A refusal is an answer, not a fault: asking again would only delay the page that explains it.
    retry: (failures, error) => !isTwoFactorRequired(error) && failures < 1,
  });
}

/** Whether this session may use the console; asked only of accounts whose type may. */
export function useConsoleAccess(enabled: boolean) {
  return useQuery({ ...consoleAccessQueryOptions(), enabled });
}
