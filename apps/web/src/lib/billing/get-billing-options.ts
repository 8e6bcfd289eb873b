import type { BillingOptionsSchema, BillingOptions } from '@crewcast/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';
import { useIsAuthenticated } from '@/lib/use-session';

/** GET /v1/billing/options: the plans, the payment provider, and (for a member) whether a trial is left. */
export async function getBillingOptions(token: string | null, signal?: AbortSignal): Promise<BillingOptions> {
  return api.payment.get<typeof BillingOptionsSchema>('/v1/billing/options', {
    signal,
    token: token ?? undefined,
  });
}

export function billingOptionsQueryOptions(authenticated: boolean) {
  return queryOptions({
    // A member's answer (their trial) is forgotten with the rest of their data at logout.
    queryKey: authenticated ? [MEMBER_QUERY_KEY, 'billing-options'] : ['billing-options'],
    queryFn: async ({ signal }) => getBillingOptions(authenticated ? await requireToken() : null, signal),
  });
}

export function useBillingOptions() {
  return useQuery(billingOptionsQueryOptions(useIsAuthenticated()));
}
