import type { AdminPlanListSchema, AdminPlanList, UpdatePlanBody } from '@crewcast/contracts/console-billing';
import { memberRequest, useMemberSave } from '@/lib/member-api';
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

export const useUpdatePlan = () => useMemberSave(updatePlan, plansQueryOptions().queryKey);
