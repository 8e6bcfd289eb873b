import type { AdminDisputeListSchema, AdminDisputeList } from '@crewcast/contracts/console-billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CONSOLE_BILLING_KEY } from './billing-keys';

export async function getDisputes(signal?: AbortSignal): Promise<AdminDisputeList> {
  return api.user.get<typeof AdminDisputeListSchema>('/v1/admin/billing/disputes', {
    signal,
    token: await requireToken(),
  });
}

export function disputesQueryOptions() {
  return queryOptions({
    queryKey: [...CONSOLE_BILLING_KEY, 'disputes'],
    queryFn: ({ signal }) => getDisputes(signal),
  });
}

export function useDisputes() {
  return useQuery(disputesQueryOptions());
}
