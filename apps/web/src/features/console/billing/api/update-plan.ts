import type { AdminPlanListSchema, AdminPlanList, UpdatePlanBody } from '@crewcast/contracts/console-billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { plansQueryOptions } from './get-plans';

/** Sets a plan's price (for new subscriptions), Producer Points, state and Stripe price. */
export async function updatePlan({
  planId,
  ...body
}: UpdatePlanBody & { planId: string }): Promise<AdminPlanList> {
  return memberRequest<typeof AdminPlanListSchema>(
    'put',
    `/v1/admin/billing/plans/${encodeURIComponent(planId)}`,
    { body },
  );
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: (plans) => queryClient.setQueryData(plansQueryOptions().queryKey, plans),
  });
}
