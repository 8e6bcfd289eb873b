import type { TwoFactorStatus, TwoFactorStatusSchema } from '@crewcast/contracts/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getTwoFactor(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return api.user.get<typeof TwoFactorStatusSchema>('/v2/account/two-factor', {
    signal,
    token: await requireToken(),
  });
}

export function twoFactorQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'two-factor'],
    queryFn: ({ signal }) => getTwoFactor(signal),
  });
}

export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions());
}
