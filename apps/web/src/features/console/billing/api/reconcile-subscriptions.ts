import type { ReconcileResultSchema, ReconcileResult } from '@crewcast/contracts/console-billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { plansQueryOptions } from './get-plans';

/** Checks every live Stripe subscription against Stripe now, setting right those that differ. */
export async function reconcileSubscriptions(): Promise<ReconcileResult> {
  return memberRequest<typeof ReconcileResultSchema>('post', '/v1/admin/billing/reconcile');
}

export function useReconcileSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconcileSubscriptions,
    // Ended subscriptions change the plans' live counts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryOptions().queryKey }),
  });
}
