import type { ReconcileResultSchema, ReconcileResult } from '@crewcast/contracts/console-billing';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { plansQueryOptions } from './get-plans';

/** Checks every live Stripe subscription against Stripe now, setting right those that differ. */
export async function reconcileSubscriptions(): Promise<ReconcileResult> {
  return memberRequest<typeof ReconcileResultSchema>('post', '/v1/admin/billing/reconcile');
}

/** Ended subscriptions change the plans' live counts. */
export const useReconcileSubscriptions = () =>
  useMemberMutation(reconcileSubscriptions, [plansQueryOptions().queryKey]);
