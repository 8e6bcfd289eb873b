import type { ConsoleAccessSchema } from '@crewcast/contracts/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';

/** The server's refusal of a session without a second factor while the site asks staff for one. */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';

export const isTwoFactorRequired = (error: unknown) =>
  error instanceof ApiError && error.body?.error === TWO_FACTOR_REQUIRED;

export function consoleAccessQueryOptions() {
  return queryOptions({
    ...memberQueryOptions<typeof ConsoleAccessSchema>(
      [MEMBER_QUERY_KEY, 'console', 'access'],
      '/v1/admin/access',
    ),
    // A refusal is an answer, not a fault: asking again would only delay the page that explains it.
    retry: (failures, error) => !isTwoFactorRequired(error) && failures < 1,
  });
}

/** Whether this session may use the console; asked only of accounts whose type may. */
export function useConsoleAccess(enabled: boolean) {
  return useQuery({ ...consoleAccessQueryOptions(), enabled });
}
