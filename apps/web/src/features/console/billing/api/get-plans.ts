import type { AdminPlanListSchema, AdminPlanList } from '@crewcast/contracts/console-billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CONSOLE_BILLING_KEY } from './billing-keys';

export async function getPlans(signal?: AbortSignal): Promise<AdminPlanList> {
  return api.user.get<typeof AdminPlanListSchema>('/v1/admin/billing/plans', {
    signal,
    token: await requireToken(),
  });
}

export function plansQueryOptions() {
  return queryOptions({
    queryKey: [...CONSOLE_BILLING_KEY, 'plans'],
    queryFn: ({ signal }) => getPlans(signal),
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
